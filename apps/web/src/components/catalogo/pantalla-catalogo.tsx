import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Tooltip } from '@mui/material';
import Edit from '@mui/icons-material/EditOutlined';
import Delete from '@mui/icons-material/DeleteOutlined';
import Lock from '@mui/icons-material/LockOutlined';
import { useTranslation } from 'react-i18next';
import type { TEstadoRegistro, TFilaCatalogo } from '@eds/contracts/configuracion/catalogo';
import { BotonAccion } from '../acciones/boton-accion';
import { InterruptorEstado } from '../acciones/interruptor-estado';
import { useConfirmacion } from '../dialogos/use-confirmacion';
import { useEliminarRegistro } from '../dialogos/use-eliminar-registro';
import { PantallaLista, type PropsPantallaLista } from '../lista/pantalla-lista';
import type { ColumnaTabla } from '../tabla/columnas';
import '../../i18n/mensajes-catalogo';
import { useUsuario } from '../../lib/sesion';
import type { Esquema } from '../formulario/use-formulario';
import type { ApiCatalogo } from './api-catalogo';
import { FormularioCatalogo } from './formulario-catalogo';

export interface PropsPantallaCatalogo<T extends TFilaCatalogo, F extends object> {
  /** Translation keys of the title, the record's name ('Crear {entidad}') and the Código/Descripción labels. */
  titulo: string;
  entidad: string;
  nombreArchivo: string;
  api: ApiCatalogo;
  /** The catalogue's own columns, between Descripción and Estado. */
  columnas: ColumnaTabla<T>[];
  /** The drawer form's schema: the contract's, shared with the server (Código, Descripción and the catalogue's own). */
  esquema: Esquema;
  /** The catalogue's own fields' starting values, from the record edited (null when creating). */
  valores: (fila: T | null) => Record<string, unknown>;
  /** The catalogue's own fields, shown after Código and Descripción. */
  campos: ReactNode | ((contexto: { fila: T | null; empresaId: number }) => ReactNode);
  filtros?: PropsPantallaLista<T, F, readonly unknown[]>['filtros'];
  /** The user may read but not change the catalogue (beyond letters: Geografía is written by user tipo 1 only). */
  soloLectura?: boolean;
  /** Descripción's length in the form (LEN ≤30 unless given). */
  largoDescripcion?: number;
  /** Labels of the Código and Descripción columns, for catalogues that call them otherwise (NIT, Razón social). */
  etiquetas?: { codigo: string; descripcion: string };
  /** The form has the catalogue's fields only (see FormularioCatalogo). */
  sinCamposBase?: boolean;
  /** Records come from elsewhere (the code's modules): no Crear and no Eliminar, only edition and the switch. */
  sinCrearNiEliminar?: boolean;
}

/**
 * A G11 catalogue screen in a few lines: the list of SCREENS.md pattern L (Código, Descripción, the catalogue's
 * columns and the A/I switch; Editar and Eliminar by letter; system records read-only), its exports, and the drawer
 * form (Código, Descripción and the catalogue's fields, on its schema and starting values). Units of measure is the
 * same screen written out in full.
 */
export function PantallaCatalogo<T extends TFilaCatalogo, F extends object = Record<never, never>>({
  titulo,
  entidad,
  nombreArchivo,
  api,
  columnas,
  esquema,
  valores,
  campos,
  filtros,
  soloLectura = false,
  largoDescripcion,
  etiquetas = { codigo: 'catalogos.campos.codigo', descripcion: 'catalogos.campos.descripcion' },
  sinCamposBase,
  sinCrearNiEliminar = false,
}: PropsPantallaCatalogo<T, F>) {
  const { t } = useTranslation();
  const empresaId = useUsuario().empresas_id;
  const [edicion, setEdicion] = useState<{ fila: T | null } | null>(null);
  const { confirmar, dialogo } = useConfirmacion();
  const { mutateAsync: cambiar } = api.useCambiarEstado();
  const eliminar = api.useEliminar();

  const cambiarEstado = useCallback(
    async (fila: T, estado: TEstadoRegistro) => (await cambiar({ id: fila.id, estado })).mensaje,
    [cambiar],
  );

  const todas = useMemo<ColumnaTabla<T>[]>(
    () => [
      { clave: 'codigo' as Extract<keyof T, string>, etiqueta: etiquetas.codigo, ordenable: true, ancho: 140 },
      { clave: 'descripcion' as Extract<keyof T, string>, etiqueta: etiquetas.descripcion, ordenable: true },
      ...columnas,
      {
        clave: 'estado' as Extract<keyof T, string>,
        etiqueta: 'lista.estado',
        ordenable: true,
        ancho: 110,
        valor: (f) => t(f.estado === 'A' ? 'lista.activo' : 'lista.inactivo'),
        celda: (f) => (
          <InterruptorEstado
            estado={f.estado}
            soloLectura={f.sistema || soloLectura}
            etiqueta={t('lista.estadoDe', { registro: f.codigo })}
            onCambiar={(nuevo) => cambiarEstado(f, nuevo)}
          />
        ),
      },
    ],
    [columnas, t, cambiarEstado, soloLectura, etiquetas.codigo, etiquetas.descripcion],
  );

  const eliminarRegistro = useEliminarRegistro(confirmar, eliminar.mutateAsync);
  const alEliminar = (fila: T) => eliminarRegistro(fila.id);

  const acciones = (fila: T) =>
    soloLectura ? null : fila.sistema ? (
      <Tooltip title={t('catalogos.deSistema')}>
        <Lock fontSize="small" color="disabled" titleAccess={t('catalogos.deSistema')} />
      </Tooltip>
    ) : (
      <>
        <BotonAccion
          letra="U"
          etiqueta={t('lista.editarDe', { registro: fila.codigo })}
          icono={<Edit />}
          onClick={() => setEdicion({ fila })}
        />
        {sinCrearNiEliminar ? null : (
          <BotonAccion
            letra="D"
            etiqueta={t('lista.eliminarDe', { registro: fila.codigo })}
            icono={<Delete />}
            color="error"
            onClick={() => void alEliminar(fila)}
          />
        )}
      </>
    );

  return (
    <>
      <PantallaLista<T, F, readonly unknown[]>
        titulo={titulo}
        entidad={entidad}
        nombreArchivo={nombreArchivo}
        columnas={todas}
        opciones={(consulta) => api.listaQueryOptions(empresaId, consulta) as never}
        filtros={filtros}
        onCrear={soloLectura || sinCrearNiEliminar ? undefined : () => setEdicion({ fila: null })}
        accionesFila={acciones}
        idFila={(f) => String(f.id)}
      />
      {edicion ? (
        <FormularioCatalogo
          esquema={esquema}
          api={api}
          entidad={entidad}
          fila={edicion.fila}
          largoDescripcion={largoDescripcion}
          sinCamposBase={sinCamposBase}
          etiquetas={etiquetas}
          onCerrar={() => setEdicion(null)}
          valores={{
            empresa_id: empresaId,
            codigo: edicion.fila?.codigo ?? '',
            descripcion: edicion.fila?.descripcion ?? '',
            ...valores(edicion.fila),
          }}
        >
          {typeof campos === 'function' ? campos({ fila: edicion.fila, empresaId }) : campos}
        </FormularioCatalogo>
      ) : null}
      {dialogo}
    </>
  );
}
