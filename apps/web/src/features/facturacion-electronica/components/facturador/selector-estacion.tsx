import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { OpcionFiltro } from '../../../../components/lista/filtro-opcion';

/** Estación* of the Facturador's tabs: one station of the user's scope (no "all"). */
export function SelectorEstacion({
  estaciones,
  valor,
  onCambiar,
}: {
  estaciones: readonly OpcionFiltro<number>[];
  valor: number | null;
  onCambiar: (valor: number | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      name="empresa_id"
      label={t('facturacionElectronica.facturador.estacion')}
      value={valor ?? ''}
      onChange={(e) => onCambiar(e.target.value === '' ? null : Number(e.target.value))}
      sx={{ minInlineSize: 240 }}
    >
      {estaciones.map((o) => (
        <MenuItem key={o.valor} value={o.valor}>
          {o.texto}
        </MenuItem>
      ))}
    </TextField>
  );
}
