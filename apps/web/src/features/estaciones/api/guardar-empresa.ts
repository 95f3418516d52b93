import { useMutation, useQueryClient } from '@tanstack/react-query';
import { envelope } from '@eds/contracts/envelope';
import { ZIdRegistro } from '@eds/contracts/respuestas';
import type { TEmpresaEdicion, TEmpresaGuardar } from '@eds/contracts/empresa/empresas';
import { solicitar } from '../../../lib/api-client';
import { clavesEstaciones } from './claves-estaciones';

const ZRespuesta = envelope(ZIdRegistro);

/** POST /api/empresa (create) or PUT /api/empresa (edit, id in the body): 'Registro creado/editado correctamente'. */
export function guardarEmpresa(empresa: TEmpresaGuardar | TEmpresaEdicion) {
  return solicitar('/api/empresa', { metodo: 'id' in empresa ? 'PUT' : 'POST', cuerpo: empresa, esquema: ZRespuesta });
}

export function useGuardarEmpresa() {
  const cliente = useQueryClient();
  return useMutation({ mutationFn: guardarEmpresa, onSuccess: () => cliente.invalidateQueries({ queryKey: clavesEstaciones.todo }) });
}
