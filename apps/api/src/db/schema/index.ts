// The one place drizzle-kit and the data layer read the whole schema from.
export * from './geografia';
export * from './empresa';
export * from './personas';
export * from './seguridad';
export * from './sistema';
