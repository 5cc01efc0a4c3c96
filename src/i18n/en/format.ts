// Shared number, money and date formats.
const format = {
  points: '{count:number|number} points',
  usd: '{amount:number|usd}',
  date: '{value:Date|date}',
};

export default format;
