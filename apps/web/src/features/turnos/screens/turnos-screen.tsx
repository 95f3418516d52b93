import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import type { TTurno } from '@eds/contracts/turnos/horarios';
import { PantallaLista } from '../../../components/lista/pantalla-lista';
import { useConfirmacion } from '../../../components/dialogos/use-confirmacion';
import { useEliminarRegistro } from '../../../components/dialogos/use-eliminar-registro';
import { useUsuario } from '../../../lib/sesion';
import { useEstacionesDelAlcance } from '../../../lib/estaciones-alcance';
import { useCambiarEstadoTurno, useEliminarTurno } from '../api/escrituras-turno';
import { turnosQueryOptions } from '../api/listar-turnos';
import { AccionesTurno } from '../components/acciones-turno';
import { useColumnasTurnos } from '../components/columnas-turnos';
import { FormularioTurno } from '../components/formulario-turno';
import { conCruceTraducido } from '../lib/mensajes-turno';
import { FiltroOpcion } from '../../../components/lista/filtro-opcion';

interface FiltroEstacion {
  empresa_id: number | null;
}

/** Every station of the user's scope until one is chosen. */
const SIN_ESTACION: FiltroEstacion = { empresa_id: null };

/**
 * Turnos (SCREENS.md G23, `/configuracion/gestion_turnos`): the shift schedules of the user's stations, filtered by
 * station, created and edited in a drawer (no overlap: 'El turno se cruza con {nombre}'), switched A/I, deleted
 * while no shift was opened on them, exported.
 */
export function TurnosScreen() {
  const { t } = useTranslation();
  const usuario = useUsuario();
  const estaciones = useEstacionesDelAlcance(usuario.infoDominio.negocio_id);
  const opciones = useMemo(() => (estaciones.data ?? []).map((e) => ({ valor: e.idEds, texto: e.alias })), [estaciones.data]);
  // A single-station user starts on its station.
  const propia = opciones.length === 1 ? Number(opciones[0].valor) : null;
  const [edicion, setEdicion] = useState<{ turno: TTurno | null } | null>(null);
  const [filtroActual, setFiltroActual] = useState<number | null>(null);
  const { confirmar, dialogo } = useConfirmacion();
  const { mutateAsync: cambiar } = useCambiarEstadoTurno();
  const eliminar = useEliminarTurno();

  const alCambiarEstado = useCallback(
    async (turno: TTurno, estado: TEstadoRegistro) => {
      try {
        return (await cambiar({ id: turno.id, estado })).mensaje;
      } catch (error) {
        // Reactivating into an overlap names the shift crossed: shown in the current language.
        throw conCruceTraducido(t, error);
      }
    },
    [cambiar, t],
  );
  const columnas = useColumnasTurnos(alCambiarEstado);

  const eliminarRegistro = useEliminarRegistro(confirmar, eliminar.mutateAsync);
  const alEliminar = (turno: TTurno) => eliminarRegistro(turno.id);

  return (
    <>
      <PantallaLista
        titulo="turnos.titulo"
        entidad="turnos.entidad"
        nombreArchivo="turnos"
        columnas={columnas}
        opciones={turnosQueryOptions}
        filtros={{
          iniciales: SIN_ESTACION,
          render: (valores, cambiarFiltro) => (
            <FiltroOpcion
              etiqueta={t('turnos.campos.estacion')}
              valor={valores.empresa_id}
              opciones={opciones}
              textoTodos={t('turnos.todasEstaciones')}
              onCambiar={(id) => {
                setFiltroActual(id);
                cambiarFiltro({ empresa_id: id });
              }}
            />
          ),
        }}
        onCrear={() => setEdicion({ turno: null })}
        accionesFila={(x) => <AccionesTurno turno={x} onEditar={(turno) => setEdicion({ turno })} onEliminar={(y) => void alEliminar(y)} />}
        idFila={(x) => String(x.id)}
      />
      {edicion ? (
        <FormularioTurno
          turno={edicion.turno}
          estaciones={opciones}
          cargandoEstaciones={estaciones.isPending}
          estacionInicial={filtroActual ?? propia}
          onCerrar={() => setEdicion(null)}
        />
      ) : null}
      {dialogo}
    </>
  );
}
