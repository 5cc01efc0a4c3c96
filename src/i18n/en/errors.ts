// Messages for the contract's error names (ErrorName in openapi/openapi.yaml).
const errors = {
  ExpiredAccessToken: 'Your session has expired. Please sign in again.',
} as const;

export default errors;
