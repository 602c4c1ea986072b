export * from './internet-gateway-routes.js';
export * from './pagination.js';
