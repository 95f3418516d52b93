import { useMutation, useQueryClient } from '@tanstack/react-query';
import { envelope } from '@eds/contracts/envelope';
import type { TEmpresaGuardar } from '@eds/contracts/empresa/empresas';
import { ZIdRegistro } from '@eds/contracts/respuestas';
import { solicitar } from '../../../lib/api-client';
import { clavesEstructura } from './arbol-empresas';

/** POST /api/empresa: a company under the business root or a regional ('Registro creado correctamente'). */
export function crearEmpresa(empresa: TEmpresaGuardar) {
  return solicitar('/api/empresa', { metodo: 'POST', cuerpo: empresa, esquema: envelope(ZIdRegistro) });
}

export function useCrearEmpresa() {
  const cliente = useQueryClient();
  return useMutation({ mutationFn: crearEmpresa, onSuccess: () => cliente.invalidateQueries({ queryKey: clavesEstructura.todo }) });
}
