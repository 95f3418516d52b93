import { useMemo, useState } from 'react';
import { Chip } from '@mui/material';
import Edit from '@mui/icons-material/EditOutlined';
import Delete from '@mui/icons-material/DeleteOutlined';
import Devices from '@mui/icons-material/DevicesOutlined';
import RocketLaunch from '@mui/icons-material/RocketLaunchOutlined';
import Block from '@mui/icons-material/BlockOutlined';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { PLATAFORMAS_POS, type TVersionPos } from '@eds/contracts/versiones-pos';
import { BotonAccion } from '../../../components/acciones/boton-accion';
import { useConfirmacion } from '../../../components/dialogos/use-confirmacion';
import { useEliminarRegistro } from '../../../components/dialogos/use-eliminar-registro';
import { avisarError } from '../../../components/formulario/avisar-error';
import { FiltroOpcion } from '../../../components/lista/filtro-opcion';
import { PantallaLista } from '../../../components/lista/pantalla-lista';
import type { ColumnaTabla } from '../../../components/tabla/columnas';
import { traducirMensaje } from '../../../i18n/mensajes';
import { useUsuario } from '../../../lib/sesion';
import {
  type clavesVersionesPos,
  useEliminarVersion,
  useRetirarVersion,
  versionesPosQueryOptions,
  type FiltrosVersionesPos,
} from '../api/versiones-pos';
import { DialogoEquiposVersion } from '../components/dialogo-equipos-version';
import { FormularioDespliegue } from '../components/formulario-despliegue';
import { FormularioVersion } from '../components/formulario-version';
import '../lib/mensajes-versiones-pos';

/** Bytes as the list shows them: KB below a megabyte, MB above. */
function tamanoLegible(bytes: number): string {
  return bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * Versiones POS (SCREENS.md G05, `/soporte/versiones-pos`): the POS versions published (Versión, Código, Plataforma,
 * Fecha, Obligatoria, the package's SHA-256), publish and edit (C, U), roll out (X), the devices that report each one,
 * `Retirar versión` (X) and delete a version never deployed (D). docs/decisions/055.
 */
export function VersionesPosScreen() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [edicion, setEdicion] = useState<{ version: TVersionPos | null } | null>(null);
  const [despliegue, setDespliegue] = useState<TVersionPos | null>(null);
  const [equipos, setEquipos] = useState<TVersionPos | null>(null);
  const { confirmar, dialogo } = useConfirmacion();
  // Versions are the product's: only the platform operator publishes, edits, retires or deletes them (055, 059).
  const dePlataforma = useUsuario().plataforma;
  const retirar = useRetirarVersion();
  const eliminar = useEliminarVersion();

  const columnas = useMemo<ColumnaTabla<TVersionPos>[]>(
    () => [
      { clave: 'version', etiqueta: 'versionesPos.campos.version', ordenable: true, ancho: 110 },
      { clave: 'codigo', etiqueta: 'versionesPos.campos.codigo', ordenable: true, tipo: 'numero', decimales: 0, ancho: 110 },
      { clave: 'plataforma', etiqueta: 'versionesPos.campos.plataforma', ordenable: true, ancho: 120 },
      { clave: 'fecha', etiqueta: 'versionesPos.campos.fecha', ordenable: true, tipo: 'fecha', ancho: 120 },
      {
        clave: 'obligatoria',
        etiqueta: 'versionesPos.campos.obligatoria',
        ancho: 120,
        valor: (v) => t(v.obligatoria ? 'versionesPos.si' : 'versionesPos.no'),
      },
      { clave: 'nombre_archivo', etiqueta: 'versionesPos.campos.paquete' },
      { clave: 'tamano', etiqueta: 'versionesPos.campos.tamano', ancho: 100, valor: (v) => tamanoLegible(v.tamano) },
      { clave: 'sha256', etiqueta: 'versionesPos.campos.sha256', ancho: 200 },
      { clave: 'despliegues', etiqueta: 'versionesPos.campos.despliegues', tipo: 'numero', decimales: 0, ancho: 110 },
      {
        clave: 'estado',
        etiqueta: 'lista.estado',
        ordenable: true,
        ancho: 120,
        valor: (v) => t(v.estado === 'A' ? 'versionesPos.estados.A' : 'versionesPos.estados.I'),
        celda: (v) => (
          <Chip
            size="small"
            variant="outlined"
            color={v.estado === 'A' ? 'success' : 'default'}
            label={t(v.estado === 'A' ? 'versionesPos.estados.A' : 'versionesPos.estados.I')}
          />
        ),
      },
    ],
    [t],
  );

  const alRetirar = async (v: TVersionPos) => {
    if (!(await confirmar(t('versionesPos.confirmarRetirar', { registro: `${v.plataforma} ${v.version}` })))) return;
    try {
      enqueueSnackbar(traducirMensaje(t, (await retirar.mutateAsync(v.id)).mensaje), { variant: 'success' });
    } catch (error) {
      avisarError(error, enqueueSnackbar, t);
    }
  };

  const eliminarRegistro = useEliminarRegistro(confirmar, eliminar.mutateAsync);
  const alEliminar = (v: TVersionPos) => eliminarRegistro(v.id);

  return (
    <>
      <PantallaLista<TVersionPos, FiltrosVersionesPos, ReturnType<typeof clavesVersionesPos.lista>>
        titulo="versionesPos.titulo"
        entidad="versionesPos.entidad"
        nombreArchivo="versiones_pos"
        columnas={columnas}
        opciones={(consulta) => versionesPosQueryOptions(consulta)}
        onCrear={dePlataforma ? () => setEdicion({ version: null }) : undefined}
        filtros={{
          iniciales: { plataforma: null },
          render: (valores, cambiar) => (
            <FiltroOpcion<string>
              etiqueta={t('versionesPos.campos.plataforma')}
              valor={valores.plataforma}
              textoTodos={t('versionesPos.todas')}
              opciones={PLATAFORMAS_POS.map((p) => ({ valor: p, texto: p }))}
              onCambiar={(v) => cambiar({ plataforma: v })}
            />
          ),
        }}
        accionesFila={(v) => {
          const registro = `${v.plataforma} ${v.version}`;
          return (
            <>
              <BotonAccion
                letra="R"
                etiqueta={t('versionesPos.equipos.verDe', { registro })}
                icono={<Devices />}
                onClick={() => setEquipos(v)}
              />
              {v.estado === 'A' ? (
                <>
                  <BotonAccion
                    letra="U"
                    etiqueta={t('lista.editarDe', { registro })}
                    icono={<Edit />}
                    onClick={() => setEdicion({ version: v })}
                  />
                  <BotonAccion
                    letra="X"
                    etiqueta={t('versionesPos.despliegue.desplegarDe', { registro })}
                    icono={<RocketLaunch />}
                    color="primary"
                    onClick={() => setDespliegue(v)}
                  />
                  {dePlataforma ? (
                    <BotonAccion
                      letra="X"
                      etiqueta={t('versionesPos.retirarDe', { registro })}
                      icono={<Block />}
                      color="warning"
                      onClick={() => void alRetirar(v)}
                    />
                  ) : null}
                </>
              ) : null}
              {dePlataforma && v.despliegues === 0 ? (
                <BotonAccion
                  letra="D"
                  etiqueta={t('lista.eliminarDe', { registro })}
                  icono={<Delete />}
                  color="error"
                  onClick={() => void alEliminar(v)}
                />
              ) : null}
            </>
          );
        }}
        idFila={(v) => String(v.id)}
      />
      {edicion ? <FormularioVersion version={edicion.version} onCerrar={() => setEdicion(null)} /> : null}
      {despliegue ? <FormularioDespliegue version={despliegue} onCerrar={() => setDespliegue(null)} /> : null}
      <DialogoEquiposVersion version={equipos} onCerrar={() => setEquipos(null)} />
      {dialogo}
    </>
  );
}
