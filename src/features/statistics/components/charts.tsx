// The charting code (Chakra charts + recharts) in one module that the statistics page loads
// lazily, so the route itself, and every test that merely passes through it, stays light.
export { EarningsBySource } from './earnings-by-source';
export { EarningsChart, EngagementChart } from './series-charts';
