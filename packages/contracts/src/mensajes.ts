/**
 * Spanish texts shared by server and client. Texts quoted by the specification are
 * requirements and must stay character for character as they are.
 */
export const MENSAJES = {
  // Sign-in and session (spec document 1, sections 5 and 8)
  usuarioVacio: '!DEBE LLENAR EL CAMPO DE USUARIO!',
  claveVacia: '!DEBE LLENAR EL CAMPO DE CLAVE!',
  credencialesIncorrectas: '¡CREDENCIALES INCORRECTAS!',
  errorTecnico: 'ERROR TECNICO',
  sesionCaducadaTitulo: 'Su sesión ha caducado',
  sesionCaducadaTexto: 'Debido a la inactividad, hemos cerrado su sesión',
  sesionCaducadaCorta: 'Su session ha caducado, por favor ingrese nuevamente!',
  identificacionNecesaria: 'LA IDENTIFICACION ES NECESARIA',
  usuarioNoVacio: 'EL CAMPO USUARIO NO PUEDE ESTAR VACIO',
  sinPermisoModulo: 'No tienes permisos para acceder a este modulo',
  errorGenerico: '¡Ha ocurrido un error, por favor intentelo mas tarde!',
  haOcurridoError: 'Ha ocurrido un error',
  noSeEncontro: 'No se encontro',
  noSeEncuentranDatos: 'No se encuentran datos',

  // Server-side texts of ours (the spec leaves them "not shown")
  usuarioClaveInvalidos: 'Usuario o contraseña incorrectos',
  usuarioBloqueado: (minutos: number) =>
    `Su usuario fue bloqueado temporalmente por intentos fallidos. Intente de nuevo en ${minutos} minuto${minutos === 1 ? '' : 's'}.`,
  usuarioInactivo: 'El usuario se encuentra inactivo. Comuníquese con el administrador.',
  claveVencida:
    'Por seguridad su contraseña fue actualizada automáticamente. Revise su correo electrónico para ingresar.',
  sesionRequerida: 'Debe iniciar sesión para continuar',
  sesionInvalida: 'La sesión no es válida',
  demasiadasSolicitudes: 'Demasiadas solicitudes. Espere un momento e intente de nuevo.',
  recursoNoEncontrado: 'El recurso solicitado no existe',
  rutaNoEncontrada: 'La ruta solicitada no existe',
  datosInvalidos: 'Los datos enviados no son válidos',
  cuerpoDemasiadoGrande: 'La solicitud excede el tamaño máximo permitido',
  empresaFueraDeAlcance: 'No tiene acceso a la empresa solicitada',
  sinPermisoAccion: 'No tienes permisos para realizar esta acción',
  errorInterno: 'Ha ocurrido un error interno, por favor intentelo mas tarde',
  solicitudClaveEnviada:
    'Si los datos corresponden a un usuario activo, enviamos a su correo las instrucciones para restablecer la contraseña.',
  enlaceClaveInvalido: 'El enlace para restablecer la contraseña no es válido o ya expiró',
  claveRestablecida: 'Su contraseña fue restablecida. Ya puede ingresar con la nueva contraseña.',
  claveActualInvalida: 'La contraseña actual no es correcta',
  claveActualizada: 'Contraseña actualizada correctamente',
  claveDebil: 'La contraseña debe tener al menos 6 caracteres',
  clavesNoCoinciden: 'las contraseñas no coinciden',
  pinActualizado: 'Pin actualizado correctamente',
  empleadoGuardado: 'Se ha guardado el empleado',
  errorGuardarEmpleado: 'Error al guardar empleado',
  sesionCerrada: 'Sesión cerrada correctamente',
  bienvenido: 'Bienvenido',
  favoritoAgregado: 'Favorito agregado',
  favoritoRemovido: 'Favorito removido',
  dominioNoEncontrado: 'Dominio no encontrado',
  notificacionEnviada: 'Notificación enviada',

  // Generic validators (spec document 2, section 5)
  valorNoValido: 'Valor ingresado no valido',
  debeSerNumero: 'El valor ingresado debe ser un número.',
  sinCeroIzquierda: 'No es permitido el 0 a la izquierda',
  entre: (x: number, y: number) => `El valor ingresado debe estar entre ${x} y ${y}`,
  noNegativo: 'No puede ingresar un valor negativo',
  correoValido: 'Por favor, ingrese una dirección de correo electrónico válida',

  // Profile (spec document 1, section 5)
  nombreObligatorio: 'El (los) nombre(s) son obligatorios',
  apellidoObligatorio: 'El (los) apellido(s) son obligatorios',
  soloTexto: 'Ingrese solo texto',
  direccionMinimo: 'Este campo solo acepta minimo 3 caracteres',
  telefonoMinimo: 'Debe de ingresar al menos 7 digitos (si es fijo)',
  telefonoMaximo: 'Ingresar maximo 10 digitos',
  soloNumeros: 'Ingrese solo valores numéricos',
  campoObligatorio: 'Este campo es obligatorio',
  correoInvalido: 'Ingrese una direccion de correo valida',
  seleccioneDepartamento: 'Seleccione un Departamento',
  seleccioneCiudad: 'Seleccione un ciudad',
  campoObligatorioCorto: 'Campo obligatorio',
  sinDepartamentos: 'No hay departamentos disponibles para este país',
  sinCiudades: 'No hay Ciudades disponibles para este Departamento',
  pinVacio: 'Este campo no puede ir vacio',
  pinMaximo: 'El pin debe tener máximo 4 caracteres',

  // Server texts of the calls (routes and services never write a Spanish literal of their own)
  preferenciasDemasiadoGrandes: 'Las preferencias exceden el tamaño permitido',
  preferenciasGuardadas: 'Preferencias guardadas',
  empresaNoExiste: 'La empresa no existe',
  baseDatosNoDisponible: 'Base de datos no disponible',
  identificadorNoValido: 'Identificador no válido',
  tipoProductoNoValido: 'Tipo de producto no válido',
  tipoProductoFiltroNoValido: 'Tipo de producto no válido (20, 21, 22 o 0 para todos)',
  tiposNegocioNoValidos: 'Tipos de negocio no válidos (C, S, K separados por coma)',
  tipoDocumentoNoValido: 'Tipo de documento no válido',
  estacionFueraDeAlcance: 'No tiene permisos sobre la estación seleccionada',
  fechaInicialMayor: 'La fecha inicial no puede ser mayor a la fecha final',
  rangoMaximoDosAnos: 'El rango máximo es de dos años',
  ciudadNoCorresponde: 'La ciudad no corresponde al departamento y país seleccionados',
  alertaNoExiste: 'La alerta no existe',
  alertaInactivada: 'Alerta inactivada correctamente',
  facturaNoExiste: 'La factura no existe',
  facturaYaEnviada: 'La factura ya fue enviada',
  facturaVentaAnulada: 'La venta de la factura fue anulada',
  facturaResolucionNoVigente: 'La resolución de facturación no está vigente para la fecha de la factura',
  facturaNoEnviada: 'La factura no pudo ser enviada',
  facturaEnviada: 'Factura enviada',
  facturasContingenciaPendientes: (n: number) => `La estación tiene ${n} factura${n === 1 ? '' : 's'} de contingencia por enviar.`,
  sinFacturasContingencia: 'No hay facturas de contingencia por enviar.',

  // Mails
  correoRestablecerAsunto: 'Restablecer contraseña',
  correoRestablecerTexto: (usuario: string, minutos: number, enlace: string) =>
    `Hola,\n\nRecibimos una solicitud para restablecer la contraseña del usuario ${usuario}.\n` +
    `Abra este enlace en los próximos ${minutos} minutos para elegir una nueva contraseña:\n\n${enlace}\n\n` +
    'Si usted no hizo la solicitud, ignore este mensaje: su contraseña no cambia.\n',
  correoClaveVencidaAsunto: 'Su contraseña fue actualizada',
  correoClaveVencidaTexto: (usuario: string, fecha: string, temporal: string) =>
    `Hola,\n\nPor seguridad, la contraseña del usuario ${usuario} venció y fue reemplazada el ${fecha}.\n` +
    `Su nueva contraseña temporal es: ${temporal}\n\nIngrese con ella y cámbiela desde "Ver Perfil" > "Editar Contraseña".\n`,
} as const;
