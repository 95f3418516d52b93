import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ESTADOS_FE } from '@eds/contracts/operacion';
import { FiltroFecha } from '../../../components/lista/filtro-fecha';
import { FiltroOpcion } from '../../../components/lista/filtro-opcion';

/** The search of an invoice list (Facturación electrónica, Facturador): station, DIAN state and the day range. */
export interface FiltrosFacturas {
  empresa_id: number | null;
  estado_fe: number | null;
  fecha_inicio: string | null;
  fecha_fin: string | null;
}

export const SIN_FILTRO_FACTURAS: FiltrosFacturas = { empresa_id: null, estado_fe: null, fecha_inicio: null, fecha_fin: null };

export function BloqueFiltrosFacturas({
  valores,
  cambiar,
  estaciones,
}: {
  valores: FiltrosFacturas;
  cambiar: (cambio: Partial<FiltrosFacturas>) => void;
  estaciones: { valor: number; texto: string }[];
}) {
  const { t } = useTranslation();
  return (
    <>
      <FiltroOpcion
        etiqueta={t('facturacionElectronica.campos.estacion')}
        valor={valores.empresa_id}
        opciones={estaciones}
        textoTodos={t('facturacionElectronica.todasEstaciones')}
        onCambiar={(id) => cambiar({ empresa_id: id })}
      />
      <TextField
        select
        size="small"
        label={t('facturacionElectronica.campos.estadoFe')}
        value={valores.estado_fe ?? ''}
        onChange={(e) => cambiar({ estado_fe: e.target.value === '' ? null : Number(e.target.value) })}
        sx={{ minInlineSize: 220 }}
      >
        <MenuItem value="">
          <em>{t('facturacionElectronica.todosEstados')}</em>
        </MenuItem>
        {ESTADOS_FE.map((e) => (
          <MenuItem key={e} value={e}>
            {t(`facturacionElectronica.estados.${e}`)}
          </MenuItem>
        ))}
      </TextField>
      <FiltroFecha
        etiqueta={t('facturacionElectronica.campos.desde')}
        valor={valores.fecha_inicio}
        onCambiar={(v) => cambiar({ fecha_inicio: v })}
      />
      <FiltroFecha
        etiqueta={t('facturacionElectronica.campos.hasta')}
        valor={valores.fecha_fin}
        onCambiar={(v) => cambiar({ fecha_fin: v })}
      />
    </>
  );
}
