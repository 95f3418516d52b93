import { useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { Alert, LinearProgress } from '@mui/material';
import {
  ESTADO_VINCULO_CREACION,
  MENSAJES_REGIONAL,
  ZRegionalForm,
  type TRegional,
  type TRegionalForm,
  type TRegionalGuardar,
} from '@eds/contracts/regionales/regionales';
import { CajonFormulario } from '../../../components/formulario/cajon-formulario';
import { CampoSeleccion } from '../../../components/formulario/campo-seleccion';
import { CampoTexto } from '../../../components/formulario/campo-texto';
import { useFormulario } from '../../../components/formulario/use-formulario';
import { traducirMensaje } from '../../../i18n/mensajes';
import { ApiError } from '../../../lib/api-client';
import { clavesRegionales } from '../api/claves-regionales';
import { crearRegional } from '../api/crear-regional';
import { editarRegional } from '../api/editar-regional';
import { useRegional } from '../api/obtener-regional';
import { usePaises } from '../api/paises';
import { vincularNegocio } from '../api/vincular-negocio';

interface Props {
  /** The regional edited, or null to create one (create when no id, otherwise edit). */
  id: number | null;
  /** The business company a new regional is linked to. */
  negocioEmpresaId: number | null;
  onCerrar: () => void;
}

const VACIO: TRegionalForm = { nombre_regional: '', codigo_regional: '', id_pais: null };

const valores = (r: TRegional | undefined): TRegionalForm | undefined =>
  r ? { nombre_regional: r.nombre_regional, codigo_regional: r.codigo_regional, id_pais: r.id_pais } : undefined;

/**
 * A refused save: field errors (a missing field, a repeated name or code) stay with their fields and their message;
 * any other failure says the spec's 'Ocurrió un error, intente más tarde'.
 */
function fallaGuardar(error: unknown): unknown {
  if (error instanceof ApiError && (error.sesionCaducada || error.errores.length > 0)) return error;
  return new ApiError(error instanceof ApiError ? error.status : 0, MENSAJES_REGIONAL.errorGuardar);
}

/** The side drawer 'Crear Regional' / 'Editar Regional' on the contract's schema. */
export function FormularioRegional({ id, negocioEmpresaId, onCerrar }: Props) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const cliente = useQueryClient();
  const paises = usePaises();
  // On edit the three fields come from the server (spec §9), not from the card.
  const regional = useRegional(id);
  const form = useFormulario(ZRegionalForm, { defaultValues: VACIO, values: valores(regional.data) });
  // A regional created whose link then failed: a second Guardar only makes the link.
  const creada = useRef<number | null>(null);

  const guardar = async (datos: TRegionalGuardar) => {
    let mensaje: string;
    try {
      if (id !== null) {
        mensaje = (await editarRegional(id, datos)).mensaje;
      } else {
        if (creada.current === null) {
          const r = await crearRegional(datos);
          creada.current = r.result.id_regional;
          mensaje = r.mensaje;
        } else {
          mensaje = MENSAJES_REGIONAL.creada;
        }
        if (negocioEmpresaId === null) throw new ApiError(0, MENSAJES_REGIONAL.errorGuardar);
        await vincularNegocio({ id_regional: creada.current, id_negocio_empresa: negocioEmpresaId, id_estado: ESTADO_VINCULO_CREACION });
      }
    } catch (error) {
      throw fallaGuardar(error);
    } finally {
      void cliente.invalidateQueries({ queryKey: clavesRegionales.todo });
    }
    enqueueSnackbar(traducirMensaje(t, mensaje) || t(id !== null ? 'regionales.mensajes.editada' : 'regionales.mensajes.creada'), {
      variant: 'success',
    });
    onCerrar();
  };

  const cargando = id !== null && regional.isPending;
  return (
    <CajonFormulario
      abierto
      titulo={t(id !== null ? 'regionales.editarTitulo' : 'regionales.crearTitulo')}
      form={form}
      onEnviar={guardar}
      onCerrar={onCerrar}
    >
      {cargando ? <LinearProgress aria-label={t('regionales.cargando')} /> : null}
      {regional.isError ? <Alert severity="error">{traducirMensaje(t, MENSAJES_REGIONAL.errorCargar)}</Alert> : null}
      <CampoTexto<TRegionalForm>
        nombre="nombre_regional"
        etiqueta="regionales.campos.nombre"
        mayusculas
        maxLength={60}
        autoFocus
        deshabilitado={cargando || regional.isError}
      />
      <CampoTexto<TRegionalForm>
        nombre="codigo_regional"
        etiqueta="regionales.campos.codigo"
        mayusculas
        maxLength={10}
        ayuda="regionales.ayudaCodigo"
        deshabilitado={cargando || regional.isError}
      />
      <CampoSeleccion<TRegionalForm>
        nombre="id_pais"
        etiqueta="regionales.campos.pais"
        opciones={(paises.data ?? []).map((p) => ({ valor: p.id_paises, texto: p.nombre_pais }))}
        vacio
        cargando={paises.isPending}
        deshabilitado={cargando || regional.isError}
      />
    </CajonFormulario>
  );
}
