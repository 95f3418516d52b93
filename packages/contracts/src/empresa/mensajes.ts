/**
 * Server texts of the company and station calls (SCREENS.md G01, G02). The spec's own texts are kept letter for
 * letter ('UBICACION ACTUALIZADA CORRECTAMENTE'); the rest follow SCREENS.md. The web registers this branch
 * (`mensajesEmpresa`) so a server's Spanish text shows in the user's language.
 */
export const MENSAJES_EMPRESA = {
  ubicacionActualizada: 'UBICACION ACTUALIZADA CORRECTAMENTE',
  turnosAbiertos: 'La estación tiene turnos abiertos',
  destinoConMovimientos: 'La estación destino ya tiene movimientos',
  dependenciaCircular: 'Una empresa no puede depender de sí misma ni de sus descendientes',
  noEsEstacion: 'La empresa no es una estación',
  padreNoValido: 'La empresa padre debe ser el negocio o una regional',
  tipoNoCreable: 'El negocio se crea con su empresa raíz; elija otro tipo',
  tipoNoCambia: 'El tipo de la empresa no se puede cambiar',
  raizNoSeMueve: 'La empresa raíz del negocio no se puede mover ni inactivar',
  hijosActivos: 'La empresa tiene empresas activas que dependen de ella',
  padreInactivo: 'La empresa padre está inactiva',
  cicloVeinticuatroHoras: 'El día operativo dura 24 horas: el cierre debe ser a la misma hora del día siguiente',
  diaOperativoGuardado: 'Día operativo actualizado correctamente',
  configuracionCopiada: 'Configuración copiada correctamente',
  mismaEstacion: 'La estación origen debe ser diferente de la estación destino',
  sinPartes: 'Seleccione al menos una configuración para copiar',
  latitudNoValida: 'La latitud debe estar entre -90 y 90',
  longitudNoValida: 'La longitud debe estar entre -180 y 180',
  soloTelefono: 'Ingrese solo valores numéricos',
  sicomNoValido: 'Valor ingresado no valido',
  soloDatosContacto: 'Su usuario solo puede cambiar los datos de contacto y la ubicación de la estación',
  negocioSoloTipos: 'Solo los usuarios de tipo 1 y 2 pueden gestionar el negocio',
  hostRepetido: 'Ya existe un registro con este código',
  colorNoValido: 'Color no válido',
  empresaMovida: 'Empresa movida correctamente',
} as const;
