import { useCallback, useMemo, useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import Edit from '@mui/icons-material/EditOutlined';
import Delete from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import type { TEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import { TIPOS_HOMOLOGACION, type THomologacion } from '@eds/contracts/conciliacion/contabilidad';
import { BotonAccion } from '../../../components/acciones/boton-accion';
import { InterruptorEstado } from '../../../components/acciones/interruptor-estado';
import { useConfirmacion } from '../../../components/dialogos/use-confirmacion';
import { useEliminarRegistro } from '../../../components/dialogos/use-eliminar-registro';
import { PantallaLista } from '../../../components/lista/pantalla-lista';
import type { ColumnaTabla } from '../../../components/tabla/columnas';
import { useUsuario } from '../../../lib/sesion';
import { apiHomologaciones } from '../api/homologaciones';
import { FormularioHomologacion } from './formulario-homologacion';

/**
 * SAP mappings (CRUD `SI:v1/homologation`): empresa ↔ sociedad/centro, producto ↔ material, medio de pago ↔ cuenta,
 * cliente ↔ deudor, filtered by kind, created and edited in a drawer, switched A/I.
 */
export function Homologaciones() {
  const { t } = useTranslation();
  const empresaId = useUsuario().empresas_id;
  const [edicion, setEdicion] = useState<{ h: THomologacion | null } | null>(null);
  const { confirmar, dialogo } = useConfirmacion();
  const { mutateAsync: cambiar } = apiHomologaciones.useCambiarEstado();
  const eliminar = apiHomologaciones.useEliminar();

  const cambiarEstado = useCallback(
    async (h: THomologacion, estado: TEstadoRegistro) => (await cambiar({ id: h.id, estado })).mensaje,
    [cambiar],
  );

  const columnas = useMemo<ColumnaTabla<THomologacion>[]>(
    () => [
      {
        clave: 'tipo',
        etiqueta: 'contabilidad.campos.tipo',
        ordenable: true,
        valor: (h) => t(`contabilidad.tiposHomologacion.${h.tipo}`),
      },
      { clave: 'referencia', etiqueta: 'contabilidad.campos.referencia', ordenable: true },
      { clave: 'codigo_externo', etiqueta: 'contabilidad.campos.codigoExterno', ordenable: true, ancho: 150 },
      { clave: 'descripcion', etiqueta: 'contabilidad.campos.descripcion' },
      {
        clave: 'estado',
        etiqueta: 'lista.estado',
        ordenable: true,
        ancho: 110,
        valor: (h) => t(h.estado === 'A' ? 'lista.activo' : 'lista.inactivo'),
        celda: (h) => (
          <InterruptorEstado
            estado={h.estado}
            etiqueta={t('lista.estadoDe', { registro: `${h.referencia} ${h.codigo_externo}` })}
            onCambiar={(nuevo) => cambiarEstado(h, nuevo)}
          />
        ),
      },
    ],
    [t, cambiarEstado],
  );

  const eliminarRegistro = useEliminarRegistro(confirmar, eliminar.mutateAsync);
  const alEliminar = (h: THomologacion) => eliminarRegistro(h.id);

  return (
    <>
      <PantallaLista
        titulo="contabilidad.sap.homologaciones"
        entidad="contabilidad.sap.entidad"
        nombreArchivo="homologaciones_sap"
        columnas={columnas}
        opciones={(consulta) => apiHomologaciones.listaQueryOptions(empresaId, consulta)}
        filtros={{
          iniciales: { tipo: '' },
          render: (valores, cambiar) => (
            <TextField
              select
              fullWidth={false}
              name="tipo"
              label={t('contabilidad.campos.tipo')}
              value={valores.tipo}
              onChange={(e) => cambiar({ tipo: e.target.value })}
              sx={{ minInlineSize: 240 }}
            >
              <MenuItem value="">{t('lista.todos')}</MenuItem>
              {TIPOS_HOMOLOGACION.map((x) => (
                <MenuItem key={x} value={x}>
                  {t(`contabilidad.tiposHomologacion.${x}`)}
                </MenuItem>
              ))}
            </TextField>
          ),
        }}
        onCrear={() => setEdicion({ h: null })}
        accionesFila={(h) => (
          <>
            <BotonAccion
              letra="U"
              etiqueta={t('lista.editarDe', { registro: `${h.referencia} ${h.codigo_externo}` })}
              icono={<Edit />}
              onClick={() => setEdicion({ h })}
            />
            <BotonAccion
              letra="D"
              etiqueta={t('lista.eliminarDe', { registro: `${h.referencia} ${h.codigo_externo}` })}
              icono={<Delete />}
              color="error"
              onClick={() => void alEliminar(h)}
            />
          </>
        )}
        idFila={(h) => String(h.id)}
      />
      {edicion ? <FormularioHomologacion homologacion={edicion.h} empresaId={empresaId} onCerrar={() => setEdicion(null)} /> : null}
      {dialogo}
    </>
  );
}
