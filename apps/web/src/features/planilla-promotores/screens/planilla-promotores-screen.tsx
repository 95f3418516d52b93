import { useCallback, useMemo, useState } from 'react';
import { CircularProgress, MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import type { TPlanilla } from '@eds/contracts/configuracion/planilla-promotores';
import { diaOperativo, sumarDias } from '@eds/contracts/dia-operativo';
import { InterruptorEstado } from '../../../components/acciones/interruptor-estado';
import { PantallaLista } from '../../../components/lista/pantalla-lista';
import type { ColumnaTabla } from '../../../components/tabla/columnas';
import Edit from '@mui/icons-material/Edit';
import { BotonAccion } from '../../../components/acciones/boton-accion';
import { planillaQueryOptions, useCambiarEstadoPlanilla, useEstacionesPlanilla, type FiltrosPlanilla } from '../api/planilla-promotores';
import { FormularioPlanilla } from '../components/formulario-planilla';
import '../lib/mensajes-planilla';
import { FiltroFecha } from '../../../components/lista/filtro-fecha';

/**
 * Planilla de promotores (SCREENS.md G08, `/configuracion/gestion_planilla_promotores`): the roster of one station of
 * the user's scope — which promoter works which shift template on which day, and on which island — planned and edited
 * in a drawer, withdrawn (I) with the row's switch and exported. eds/planillaturnos sets it against the shifts worked.
 */
export function PlanillaPromotoresScreen() {
  const { t } = useTranslation();
  const estaciones = useEstacionesPlanilla();
  const [edicion, setEdicion] = useState<{ planilla: TPlanilla | null } | null>(null);
  const [filtroActual, setFiltroActual] = useState<FiltrosPlanilla | null>(null);
  const { mutateAsync: cambiar } = useCambiarEstadoPlanilla();
  const alCambiar = useCallback(async (p: TPlanilla, estado: TEstadoRegistro) => (await cambiar({ id: p.id, estado })).mensaje, [cambiar]);

  const columnas = useMemo<ColumnaTabla<TPlanilla>[]>(
    () => [
      { clave: 'fecha', etiqueta: 'planillaPromotores.campos.fecha', tipo: 'fecha', ordenable: true, ancho: 120 },
      { clave: 'codigo_promotor', etiqueta: 'planillaPromotores.campos.codigo', ancho: 110 },
      { clave: 'promotor', etiqueta: 'planillaPromotores.campos.promotor', ordenable: true },
      {
        clave: 'horario',
        etiqueta: 'planillaPromotores.campos.horario',
        ordenable: true,
        valor: (p) => `${p.horario} ${p.hora_inicio}–${p.hora_fin}`,
      },
      { clave: 'isla', etiqueta: 'planillaPromotores.campos.isla', ordenable: true },
      {
        clave: 'estado',
        etiqueta: 'lista.estado',
        ordenable: true,
        ancho: 110,
        valor: (p) => t(p.estado === 'A' ? 'lista.activo' : 'lista.inactivo'),
        celda: (p) => (
          <InterruptorEstado
            estado={p.estado}
            etiqueta={t('lista.estadoDe', { registro: `${p.promotor} ${p.fecha}` })}
            onCambiar={(nuevo) => alCambiar(p, nuevo)}
          />
        ),
      },
    ],
    [t, alCambiar],
  );

  if (!estaciones.data) return <CircularProgress sx={{ m: 4 }} />;
  const hoy = diaOperativo(new Date());
  const iniciales: FiltrosPlanilla = {
    empresa_id: estaciones.data[0]?.id ?? null,
    desde_fecha: sumarDias(hoy, -7),
    hasta_fecha: sumarDias(hoy, 7),
  };
  const actual = filtroActual ?? iniciales;

  return (
    <>
      <PantallaLista
        titulo="planillaPromotores.titulo"
        entidad="planillaPromotores.entidad"
        nombreArchivo="planilla_promotores"
        columnas={columnas}
        opciones={(consulta) => planillaQueryOptions(consulta)}
        filtros={{
          iniciales,
          render: (valores, cambiarFiltro) => {
            const cambiar = (c: Partial<FiltrosPlanilla>) => {
              setFiltroActual({ empresa_id: valores.empresa_id, desde_fecha: valores.desde_fecha, hasta_fecha: valores.hasta_fecha, ...c });
              cambiarFiltro(c);
            };
            return (
              <>
                <TextField
                  select
                  size="small"
                  label={t('planillaPromotores.campos.estacion')}
                  value={valores.empresa_id ?? ''}
                  onChange={(e) => cambiar({ empresa_id: Number(e.target.value) })}
                  sx={{ minInlineSize: 240 }}
                >
                  {estaciones.data.map((e) => (
                    <MenuItem key={e.id} value={e.id}>
                      {e.alias}
                    </MenuItem>
                  ))}
                </TextField>
                <FiltroFecha
                  etiqueta={t('planillaPromotores.campos.desde')}
                  valor={valores.desde_fecha}
                  onCambiar={(v) => cambiar({ desde_fecha: v ?? '' })}
                />
                <FiltroFecha
                  etiqueta={t('planillaPromotores.campos.hasta')}
                  valor={valores.hasta_fecha}
                  onCambiar={(v) => cambiar({ hasta_fecha: v ?? '' })}
                />
              </>
            );
          },
        }}
        onCrear={actual.empresa_id ? () => setEdicion({ planilla: null }) : undefined}
        accionesFila={(p) => (
          <BotonAccion
            letra="U"
            etiqueta={t('lista.editarDe', { registro: `${p.promotor} ${p.fecha}` })}
            icono={<Edit />}
            onClick={() => setEdicion({ planilla: p })}
          />
        )}
        idFila={(p) => String(p.id)}
      />
      {edicion && actual.empresa_id ? (
        <FormularioPlanilla
          planilla={edicion.planilla}
          empresaId={actual.empresa_id}
          fechaInicial={actual.desde_fecha || hoy}
          onCerrar={() => setEdicion(null)}
        />
      ) : null}
    </>
  );
}
