import type { FastifyRequest } from 'fastify';
import { TIPO_EMPRESA, type LetraPermiso } from '@eds/contracts/constantes';
import { esEstacion } from '@eds/contracts/empresa/empresas';
import { MENSAJES } from '@eds/contracts/mensajes';
import { MODULO, type NombreModulo } from '@eds/contracts/modulos';
import { AppError } from '../../../lib/errors';
import { exigirEmpresa, exigirPermiso, sesionDe } from '../../../plugins/sesion';
import { moduloConcedido, tieneLetra } from '../../../services/sesion/contexto';

/**
 * Which module's letters govern a company (SCREENS.md "Permission letters"): a CDL its own screen, the other
 * station types the stations screen (EDS EMPRESA), the business root and the regionals the company tree.
 */
export function moduloDeTipo(tipo: number): NombreModulo {
  if (tipo === TIPO_EMPRESA.CDL) return MODULO.CDL;
  return esEstacion(tipo) ? MODULO.EDS_EMPRESA : MODULO.ESTRUCTURA;
}

/** 403 unless the caller holds the letter in one of the modules (the first that has it is the one audited). */
export function exigirAlguna(request: FastifyRequest, modulos: readonly NombreModulo[], letra: LetraPermiso): void {
  const s = sesionDe(request);
  const concedido = modulos.find((m) => tieneLetra(moduloConcedido(s, m), letra));
  exigirPermiso(request, concedido ?? modulos[0], letra);
}

/**
 * The company must be in the caller's scope (403 otherwise); answers its type, read from the session's scope
 * (resolved again whenever the tree changes), so the letter check needs no query.
 */
export function tipoEnAlcance(request: FastifyRequest, empresaId: number): number {
  exigirEmpresa(request, empresaId);
  const e = sesionDe(request).alcance.get(empresaId);
  if (!e) throw new AppError(403, MENSAJES.empresaFueraDeAlcance);
  return e.tipo;
}

/** A station user (tipo 5) may change only contact data and location of its station (SCREENS.md G02 Mis EDS). */
export const esUsuarioDeEstacion = (request: FastifyRequest) => sesionDe(request).tipo === 5;
