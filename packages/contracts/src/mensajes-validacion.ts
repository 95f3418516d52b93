/**
 * Spanish texts of the bounded validators (validaciones.ts) and of idempotent writes. Their own branch, so the web
 * registers and translates it with the first screen whose form shows them (as it does with MENSAJES_CATALOGO).
 */
export const MENSAJES_VALIDACION = {
  valorMaximo: (maximo: string) => `El valor ingresado no puede ser mayor que ${maximo}`,
  fechaNoValida: 'La fecha no es válida: use el formato YYYY-MM-DD',
  fechaHoraNoValida: 'La fecha no es válida: use el formato YYYY-MM-DD HH:mm:ss',
  fechaOFechaHoraNoValida: 'Fecha no válida: use YYYY-MM-DD o YYYY-MM-DD HH:mm:ss',
  claveIdempotenciaNoValida: 'La clave de idempotencia (Idempotency-Key) debe ser un uuid',
  claveIdempotenciaReusada: 'La clave de idempotencia ya se usó para otro documento',
  claveIdempotenciaDistinta: 'El uuid del cuerpo y el encabezado Idempotency-Key deben ser iguales',
} as const;
