import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { TFilaCatalogo } from '@eds/contracts/configuracion/catalogo';
import { CajonFormulario } from '../formulario/cajon-formulario';
import { CampoTexto } from '../formulario/campo-texto';
import { useFormulario, type Esquema } from '../formulario/use-formulario';
import { traducirMensaje } from '../../i18n/mensajes';
import type { ApiCatalogo } from './api-catalogo';

interface Props<S extends Esquema> {
  /** The contract's form schema (Código, Descripción and the catalogue's fields). */
  esquema: S;
  /** The values the form starts from, with empresa_id, codigo and descripcion. */
  valores: Record<string, unknown>;
  fila: TFilaCatalogo | null;
  api: ApiCatalogo;
  /** Translation key of the record's name: 'Crear {entidad}' / 'Editar {entidad}'. */
  entidad: string;
  onCerrar: () => void;
  /** The catalogue's own fields, after Código and Descripción. */
  children: ReactNode;
  /** Descripción's length (LEN ≤30 unless the catalogue's contract says otherwise). */
  largoDescripcion?: number;
  /** Without Código and Descripción: the catalogue's fields are the whole form (a supplier's NIT and razón social). */
  sinCamposBase?: boolean;
  /** Labels of Código and Descripción when the catalogue names them otherwise (a discount reason's Motivo). */
  etiquetas?: { codigo: string; descripcion: string };
}

/**
 * The drawer form of a G11 catalogue: Código* (≤10) and Descripción* (≤30), upper-cased, then the catalogue's
 * fields; saves with POST or PUT (id added) and toasts the server's message. Refusals land on their fields.
 */
export function FormularioCatalogo<S extends Esquema>({
  esquema,
  valores,
  fila,
  api,
  entidad,
  onCerrar,
  children,
  largoDescripcion = 30,
  sinCamposBase = false,
  etiquetas = { codigo: 'catalogos.campos.codigo', descripcion: 'catalogos.campos.descripcion' },
}: Props<S>) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const crear = api.useCrear();
  const editar = api.useEditar();
  const form = useFormulario(esquema, { defaultValues: valores as never });

  const guardar = async (datos: unknown) => {
    const r = fila ? await editar.mutateAsync({ ...(datos as object), id: fila.id }) : await crear.mutateAsync(datos);
    enqueueSnackbar(traducirMensaje(t, r.mensaje) || t(fila ? 'mensajesCatalogo.editado' : 'mensajesCatalogo.creado'), {
      variant: 'success',
    });
    onCerrar();
  };

  return (
    <CajonFormulario
      abierto
      titulo={t(fila ? 'formulario.editar' : 'formulario.crear', { entidad: t(entidad) })}
      form={form}
      onEnviar={guardar}
      onCerrar={onCerrar}
    >
      {sinCamposBase ? null : (
        <>
          <CampoTexto<FieldValues> nombre="codigo" etiqueta={etiquetas.codigo} requerido mayusculas maxLength={10} autoFocus />
          <CampoTexto<FieldValues>
            nombre="descripcion"
            etiqueta={etiquetas.descripcion}
            requerido
            mayusculas
            maxLength={largoDescripcion}
          />
        </>
      )}
      {children}
    </CajonFormulario>
  );
}
