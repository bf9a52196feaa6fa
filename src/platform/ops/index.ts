// The face of platform/ops/: what keeps the site observable (readiness, the business's figures
// for the metrics). Used by the platform's root (index.ts) and, through it, the server.
export { readiness, fileIdentity, type Readiness } from './readiness.ts';
export { operationsFigures, type OperationsFigures } from './figures.ts';
