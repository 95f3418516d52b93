import { ZRegla } from '@eds/contracts/conciliacion/contabilidad';
import { clavesContabilidad } from './claves-contabilidad';
import { crudSi } from './crud-si';

/** Posting rules: CRUD(`SI:v1/postingRule`) of the user's business. */
export const apiReglas = crudSi('v1/postingRule', ZRegla, clavesContabilidad.reglas);
