export * from './internet-gateway-routes';
export * from './pagination';
