// The one place drizzle-kit and the data layer read the whole schema from.
export * from './geografia';
export * from './empresa';
export * from './personas';
export * from './seguridad';
export * from './sistema';
export * from './catalogo';
export * from './estacion';
export * from './clientes';
export * from './comercial';
export * from './turnos';
export * from './facturacion';
export * from './ventas';
export * from './inventario';
export * from './lecturas';
export * from './resumenes';
export * from './metas';
