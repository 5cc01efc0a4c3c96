// The error pages' strings: the shell shows them on any route.
const pages = {
  error: {
    notFoundTitle: 'Page Not Found',
    internalTitle: 'Internal Server Error',
    pageNotFound: 'Page not found: {path:string}',
    routeCheckFailed: 'Page Not Found: {path:string}',
    status: 'Error {status:number}',
    backHome: 'Back to chats',
    retry: 'Try again',
  },
} as const;

export default pages;
