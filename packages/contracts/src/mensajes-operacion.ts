/** Spanish texts of station operations: POS ingestion, devices, catalogue lookups. */
export const MENSAJES_OPERACION = {
  // Device authentication
  tokenEquipoRequerido: 'Debe enviar el token del equipo',
  tokenEquipoInvalido: 'El token del equipo no es válido o fue revocado',
  equipoInactivo: 'El equipo se encuentra inactivo',
  estacionInactiva: 'La estación del equipo se encuentra inactiva',
  equipoOtraEstacion: 'El equipo no pertenece a la estación indicada',
  tokenGenerado: 'Token del equipo generado correctamente. Guárdelo: no se volverá a mostrar.',
  tokenRevocado: 'Token del equipo revocado correctamente',
  equipoNoExiste: 'El equipo no existe',

  // Devices (spec texts)
  dispositivosGuardados: 'DISPOSITIVOS GUARDADOS CORRECTAMENTE',
  dispositivosEditados: 'DISPOSITIVOS EDITADOS CORRECTAMENTE',
  dispositivoHabilitado: 'DISPOSITIVO HABILITADO CORRECTAMENTE',
  dispositivoDeshabilitado: 'DISPOSITIVO DESHABILITADO CORRECTAMENTE',
  serialRepetido: 'Ya existe un equipo con este serial',
  resolucionEquipoNoValida: 'La resolución debe ser de la estación del equipo e incluirlo en sus equipos',
  impresoraNoValida: 'La impresora debe ser un equipo de tipo IMPRESORA de la misma estación',

  // Batches
  loteVacio: 'Debe enviar al menos un registro',
  loteMaximo: (max: number) => `Puede enviar máximo ${max} registros por solicitud`,
  loteProcesado: 'Lote procesado',
  loteParcial: 'Lote procesado: algunos registros fueron rechazados',
  uuidInvalido: 'El uuid no es válido',
  uuidRepetidoEnLote: 'El uuid está repetido dentro del mismo envío',
  fechaInvalida: 'La fecha debe tener el formato YYYY-MM-DD HH:mm:ss',
  fechaFutura: 'La fecha no puede ser posterior a la hora actual',
  registroOtraEstacion: 'El registro pertenece a otra estación',
  errorAlGuardar: 'No se pudo guardar el registro; intente de nuevo',

  // Sales
  tipoNegocioInvalido: 'El tipo de negocio debe ser C (combustible), S (canastilla) o K (kiosco)',
  equipoSinNegocio: (negocio: string) => `El equipo no está habilitado para ventas de ${negocio}`,
  ventaSinDetalles: 'La venta debe tener al menos un producto',
  ventaSinPagos: 'La venta debe tener al menos un medio de pago',
  cantidadInvalida: 'La cantidad debe ser un número mayor que cero con máximo 3 decimales',
  valorInvalido: 'El valor debe ser un número no negativo con máximo 2 decimales',
  productoNoExiste: (id: number) => `El producto ${id} no existe`,
  productoNoSeVende: (id: number, negocio: string) => `El producto ${id} no se vende en ${negocio}`,
  productoNoCombustible: (id: number) => `El producto ${id} no es un combustible`,
  valorLineaNoCorresponde: (id: number) => `El valor de la línea del producto ${id} no corresponde a cantidad × precio − descuento`,
  descuentoMayorValor: (id: number) => `El descuento del producto ${id} supera el valor de la línea`,
  medioPagoNoExiste: (id: number) => `El medio de pago ${id} no existe`,
  medioPagoRequiereCliente: (descripcion: string) => `El medio de pago ${descripcion} requiere un cliente`,
  pagosNoCuadran: (pagos: string, total: string) => `La suma de los pagos (${pagos}) debe ser igual al total de la venta (${total})`,
  mangueraNoExiste: (id: number) => `La manguera ${id} no pertenece a la estación`,
  mangueraProductoNoCoincide: (id: number) => `El producto de la venta no corresponde al de la manguera ${id}`,
  mangueraSoloCombustible: 'Solo las ventas de combustible llevan manguera',
  promotorNoExiste: (id: number) => `El promotor ${id} no pertenece a la estación`,
  turnoNoExiste: 'El turno no existe en la estación; envíe primero la apertura del turno',
  clienteNoExiste: (id: number) => `El cliente ${id} no existe`,
  placaInvalida: 'Placa no válida',
  resolucionNoExiste: (prefijo: string) => `No existe una resolución de facturación con prefijo ${prefijo} para la estación`,
  descuentoManualSinPromotor: 'Un descuento manual necesita el promotor que lo concede',
  descuentoManualMotivoNoExiste: (id: number) => `El motivo de descuento manual ${id} no existe o está inactivo`,
  descuentoManualMayorLineas: 'El descuento manual supera el descuento de las líneas',
  descuentoManualSinPerfil: (codigo: string) => `El perfil del promotor no puede conceder el descuento manual ${codigo}`,
  descuentoManualSobreLimite: (porcentaje: string, maximo: string, codigo: string) =>
    `El descuento manual de ${porcentaje}% supera el máximo de ${maximo}% del perfil del promotor para ${codigo}`,
  resolucionOtroEquipo: (numero: string) => `La resolución ${numero} no está asignada a este equipo`,
  consecutivoFueraDeRango: (consecutivo: number, numero: string) =>
    `El consecutivo ${consecutivo} está fuera del rango de la resolución ${numero}`,
  facturaRepetida: (factura: string) => `La factura ${factura} ya está registrada en otra venta`,
  sinBodega: (negocio: string) => `La estación no tiene una bodega activa de ${negocio}`,
  sinTanque: (id: number) => `La estación no tiene un tanque activo del producto ${id}`,

  // Readings, shifts, test pours, envelopes
  tanqueNoExiste: (id: number) => `El tanque ${id} no pertenece a la estación`,
  lecturaSinMedida: 'Debe enviar la altura (altura_mm) o el volumen de la lectura',
  tanqueSinAforo: 'El tanque no tiene tabla de aforo vigente en la fecha de la lectura',
  alturaFueraDeAforo: 'Altura fuera de la tabla de aforo',
  islaNoExiste: (id: number) => `La isla ${id} no pertenece a la estación`,
  mangueraOtraIsla: (id: number) => `La manguera ${id} no pertenece a la isla del turno`,
  horarioNoExiste: (id: number) => `El horario ${id} no pertenece a la estación`,
  promotorConTurnoAbierto: 'El promotor ya tiene un turno abierto en la estación',
  turnoYaExiste: 'Ya existe un turno con este uuid',
  calibracionMaxima: (max: number) => `El volumen de la calibración no puede superar ${max} galones`,

  // Charts
  alturasCrecientes: 'Las alturas deben ser crecientes',
  volumenesNoDecrecientes: 'Los volúmenes no pueden disminuir al aumentar la altura',
  aforoMinimo: 'La tabla de aforo debe tener al menos dos puntos',

  // Forecourt and warehouses (SCREENS G03, G04)
  codigoRepetido: 'Ya existe un registro con este código',
  numeroSurtidorRepetido: 'Ya existe un surtidor con este número en la estación',
  productoTanqueNoCombustible: 'El producto del tanque debe ser un combustible',
  tanqueConExistencias: 'El tanque tiene existencias: no se puede cambiar su producto',
  mangueraProductoTanque: 'El producto de la manguera no coincide con el del tanque',
  mangueraTanqueOtraEstacion: 'El tanque de la manguera no pertenece a la estación',
  islaTurnoAbierto: 'La isla tiene un turno abierto',
  mangueraRepetida: 'Ya existe una manguera con este número en la cara del surtidor',
  noEsTanque: 'La bodega no es un tanque',
  surtidorNoExiste: 'El surtidor no existe',
  islaNoExisteSimple: 'La isla no existe',

  // Lookups
  bodegaNoExiste: 'La bodega no existe',
  registroGuardado: 'Registro creado correctamente',
  registroEditado: 'Registro editado correctamente',

  // Device state, prices, purchases, own-customer alerts
  estadoRegistrado: 'Estado registrado',
  precioAntesDelVigente: 'El nuevo precio no puede empezar antes del precio vigente',
  cantidadRecibidaSuperaPendiente: 'La cantidad recibida supera la pendiente de la orden',
  stockInsuficiente: (bodega: string, producto: string) => `Stock insuficiente en la bodega ${bodega} para el producto ${producto}`,
  /** PostgreSQL format() template of an own-customer quota alert: customer, threshold %, quota type. */
  alertaCupoPlantilla: 'El cliente %s ha consumido el %s%% de su cupo de %s',

  // Bounded numbers and data errors of one item (docs/decisions/018-bounded-inputs-and-idempotency.md)
  medidaInvalida: 'La medida del tanque debe ser un número no negativo dentro del rango permitido',
  lecturaInvalida: 'La lectura del totalizador debe ser un número no negativo dentro del rango permitido',
  datoFueraDeRango: 'El registro tiene un valor fuera del rango permitido (cantidades, valores, totales o identificadores) y no se guardó',
  registroInconsistente: 'El registro no cumple las reglas de integridad de los datos y no se guardó',
  noCambiaEstacion: 'La isla, el surtidor o la bodega no puede cambiar de estación al editarlo; créelo en la otra estación',
} as const;
