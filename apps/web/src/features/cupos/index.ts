/** What other features show of quotas: the customer screen's Cupo tab. */
export { PestanaCupo } from './components/pestana-cupo';
