import { useMemo, useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ESTADOS_SOBRE, type TEstadoSobre, type TSobre } from '@eds/contracts/turnos/sobres';
import { PantallaLista } from '../../../components/lista/pantalla-lista';
import { useConfirmacion } from '../../../components/dialogos/use-confirmacion';
import { useEliminarRegistro } from '../../../components/dialogos/use-eliminar-registro';
import { useUsuario } from '../../../lib/sesion';
import { useEstacionesDelAlcance } from '../../../lib/estaciones-alcance';
import { sobresQueryOptions, useEliminarSobre } from '../api/sobres';
import { AccionesSobre } from '../components/acciones-sobre';
import { useColumnasSobres } from '../components/columnas-sobres';
import { FormularioSobre } from '../components/formulario-sobre';
import { VerificarSobre } from '../components/verificar-sobre';
import '../lib/mensajes-sobre';
import { FiltroOpcion } from '../../../components/lista/filtro-opcion';
import { FiltroFecha } from '../../../components/lista/filtro-fecha';

interface FiltroSobres {
  empresa_id: number | null;
  verificacion: TEstadoSobre | null;
  fecha_inicio: string | null;
  fecha_fin: string | null;
}

const SIN_FILTRO: FiltroSobres = { empresa_id: null, verificacion: null, fecha_inicio: null, fecha_fin: null };

/**
 * Sobres (SCREENS.md G23, `/configuracion/gestion_sobres`): the cash envelopes of the user's stations by station,
 * state and business day, with N° sobre, turno, promotor, valor declarado, valor contado and diferencia; `Verificar`
 * (U) records the counted value → VERIFICADO / CON DIFERENCIA; envelopes not yet counted are registered, edited and
 * deleted by hand; exported.
 */
export function SobresScreen() {
  const { t } = useTranslation();
  const usuario = useUsuario();
  const estaciones = useEstacionesDelAlcance(usuario.infoDominio.negocio_id);
  const opciones = useMemo(() => (estaciones.data ?? []).map((e) => ({ valor: e.idEds, texto: e.alias })), [estaciones.data]);
  const propia = opciones.length === 1 ? Number(opciones[0].valor) : null;
  const [edicion, setEdicion] = useState<{ sobre: TSobre | null } | null>(null);
  const [verificando, setVerificando] = useState<TSobre | null>(null);
  const [filtroActual, setFiltroActual] = useState<number | null>(null);
  const { confirmar, dialogo } = useConfirmacion();
  const eliminar = useEliminarSobre();
  const columnas = useColumnasSobres();

  const eliminarRegistro = useEliminarRegistro(confirmar, eliminar.mutateAsync);
  const alEliminar = (sobre: TSobre) => eliminarRegistro(sobre.id);

  return (
    <>
      <PantallaLista
        titulo="turnos.sobres.titulo"
        entidad="turnos.sobres.entidad"
        nombreArchivo="sobres"
        columnas={columnas}
        opciones={sobresQueryOptions}
        filtros={{
          iniciales: SIN_FILTRO,
          render: (valores, cambiar) => (
            <>
              <FiltroOpcion
                etiqueta={t('turnos.sobres.campos.estacion')}
                valor={valores.empresa_id}
                opciones={opciones}
                textoTodos={t('turnos.todasEstaciones')}
                onCambiar={(id) => {
                  setFiltroActual(id);
                  cambiar({ empresa_id: id });
                }}
              />
              <TextField
                select
                size="small"
                label={t('turnos.sobres.campos.verificacion')}
                value={valores.verificacion ?? ''}
                onChange={(e) => cambiar({ verificacion: (e.target.value || null) as TEstadoSobre | null })}
                sx={{ minInlineSize: 200 }}
              >
                <MenuItem value="">
                  <em>{t('lista.todos')}</em>
                </MenuItem>
                {ESTADOS_SOBRE.map((e) => (
                  <MenuItem key={e} value={e}>
                    {t(`turnos.sobres.estados.${e}`)}
                  </MenuItem>
                ))}
              </TextField>
              <FiltroFecha
                etiqueta={t('turnos.sobres.campos.desde')}
                valor={valores.fecha_inicio}
                onCambiar={(v) => cambiar({ fecha_inicio: v })}
              />
              <FiltroFecha
                etiqueta={t('turnos.sobres.campos.hasta')}
                valor={valores.fecha_fin}
                onCambiar={(v) => cambiar({ fecha_fin: v })}
              />
            </>
          ),
        }}
        onCrear={() => setEdicion({ sobre: null })}
        accionesFila={(x) => (
          <AccionesSobre
            sobre={x}
            onVerificar={setVerificando}
            onEditar={(sobre) => setEdicion({ sobre })}
            onEliminar={(y) => void alEliminar(y)}
          />
        )}
        idFila={(x) => String(x.id)}
      />
      {edicion ? (
        <FormularioSobre
          sobre={edicion.sobre}
          estaciones={opciones}
          cargandoEstaciones={estaciones.isPending}
          estacionInicial={filtroActual ?? propia}
          onCerrar={() => setEdicion(null)}
        />
      ) : null}
      {verificando ? <VerificarSobre sobre={verificando} onCerrar={() => setVerificando(null)} /> : null}
      {dialogo}
    </>
  );
}
