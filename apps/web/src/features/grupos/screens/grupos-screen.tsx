import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuItem, TextField } from '@mui/material';
import Delete from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/EditOutlined';
import { MENSAJES_GRUPO, TIPOS_GRUPO, type TGrupo, type TTipoGrupo } from '@eds/contracts/configuracion/grupos';
import { BotonAccion } from '../../../components/acciones/boton-accion';
import { InterruptorEstado } from '../../../components/acciones/interruptor-estado';
import { useConfirmacion } from '../../../components/dialogos/use-confirmacion';
import { useEliminarRegistro } from '../../../components/dialogos/use-eliminar-registro';
import { PantallaLista } from '../../../components/lista/pantalla-lista';
import type { ColumnaTabla } from '../../../components/tabla/columnas';
import { indexarMensajes } from '../../../i18n/mensajes';
import '../../../i18n/mensajes-catalogo';
import { useUsuario } from '../../../lib/sesion';
import { gruposQueryOptions, useCambiarEstadoGrupo, useEliminarGrupo } from '../api/grupos';
import { FormularioGrupo } from '../components/formulario-grupo';

indexarMensajes('grupos.servidor', MENSAJES_GRUPO);

/**
 * Grupos (SCREENS.md G09, `/configuracion/grupos`): typed sets of the business's products, stations, customers or
 * employees, filtered by type, created and edited in a drawer, switched A/I, deleted and exported.
 */
export function GruposScreen() {
  const { t } = useTranslation();
  const empresaId = useUsuario().empresas_id;
  const [edicion, setEdicion] = useState<{ grupo: TGrupo | null } | null>(null);
  const { confirmar, dialogo } = useConfirmacion();
  const { mutateAsync: cambiar } = useCambiarEstadoGrupo();
  const eliminar = useEliminarGrupo();
  const alCambiarEstado = useCallback(async (g: TGrupo, estado: 'A' | 'I') => (await cambiar({ id: g.id, estado })).mensaje, [cambiar]);

  const columnas = useMemo<ColumnaTabla<TGrupo>[]>(
    () => [
      { clave: 'tipo', etiqueta: 'grupos.campos.tipo', ordenable: true, ancho: 150, valor: (g) => t(`grupos.tipos.${g.tipo}`) },
      { clave: 'nombre', etiqueta: 'grupos.campos.nombre', ordenable: true },
      { clave: 'total_miembros', etiqueta: 'grupos.campos.miembros', ordenable: true, tipo: 'numero', decimales: 0, ancho: 130 },
      {
        clave: 'estado',
        etiqueta: 'lista.estado',
        ordenable: true,
        ancho: 110,
        valor: (g) => t(g.estado === 'A' ? 'lista.activo' : 'lista.inactivo'),
        celda: (g) => (
          <InterruptorEstado
            estado={g.estado}
            etiqueta={t('lista.estadoDe', { registro: g.nombre })}
            onCambiar={(nuevo) => alCambiarEstado(g, nuevo)}
          />
        ),
      },
    ],
    [t, alCambiarEstado],
  );

  const eliminarRegistro = useEliminarRegistro(confirmar, eliminar.mutateAsync);
  const alEliminar = (g: TGrupo) => eliminarRegistro(g.id);

  return (
    <>
      <PantallaLista
        titulo="grupos.titulo"
        entidad="grupos.entidad"
        nombreArchivo="grupos"
        columnas={columnas}
        opciones={(consulta) => gruposQueryOptions(empresaId, consulta)}
        filtros={{
          iniciales: { tipo: null as TTipoGrupo | null },
          render: (valores, cambiar) => (
            <TextField
              select
              size="small"
              label={t('grupos.campos.tipo')}
              value={valores.tipo ?? ''}
              onChange={(e) => cambiar({ tipo: (e.target.value || null) as TTipoGrupo | null })}
              sx={{ minInlineSize: 180 }}
            >
              <MenuItem value="">
                <em>{t('grupos.todos')}</em>
              </MenuItem>
              {TIPOS_GRUPO.map((v) => (
                <MenuItem key={v} value={v}>
                  {t(`grupos.tipos.${v}`)}
                </MenuItem>
              ))}
            </TextField>
          ),
        }}
        onCrear={() => setEdicion({ grupo: null })}
        accionesFila={(g) => (
          <>
            <BotonAccion
              letra="U"
              etiqueta={t('lista.editarDe', { registro: g.nombre })}
              icono={<Edit />}
              onClick={() => setEdicion({ grupo: g })}
            />
            <BotonAccion
              letra="D"
              etiqueta={t('lista.eliminarDe', { registro: g.nombre })}
              icono={<Delete />}
              color="error"
              onClick={() => void alEliminar(g)}
            />
          </>
        )}
        idFila={(g) => String(g.id)}
      />
      {edicion ? <FormularioGrupo grupo={edicion.grupo} empresaId={empresaId} onCerrar={() => setEdicion(null)} /> : null}
      {dialogo}
    </>
  );
}
