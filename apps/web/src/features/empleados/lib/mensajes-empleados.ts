import { MENSAJES_EMPLEADO } from '@eds/contracts/usuarios/empleados';
import { indexarMensajes } from '../../../i18n/mensajes';
import '../../../i18n/mensajes-catalogo';

// The employees' server texts ('Se ha guardado el empleado', 'El usuario ya existe'...) are translated under
// 'empleados.servidor' in the six locale files.
indexarMensajes('empleados.servidor', MENSAJES_EMPLEADO);
