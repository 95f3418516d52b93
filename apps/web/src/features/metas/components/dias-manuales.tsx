import { useEffect, useMemo } from 'react';
import { Box, Button, TextField, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { centavos, diasDelMes, type TMetaForm } from '@eds/contracts/metas/metas';
import { avisarError } from '../../../components/formulario/avisar-error';
import { traducirMensaje } from '../../../i18n/mensajes';
import { useFormato } from '../../../lib/formato';
import { calcularDistribucion } from '../api/metas';

/** An even split of a goal in whole cents (the first days take the cents left), as the server's UNIFORME does. */
export function repartirUniforme(meta: number, n: number): number[] {
  const total = centavos(meta);
  const base = Math.floor(total / n);
  return Array.from({ length: n }, (_, i) => (base + (i < total - base * n ? 1 : 0)) / 100);
}

const numero = (v: unknown) => (v === '' || v === null || v === undefined ? Number.NaN : Number(v));

/**
 * The MANUAL distribution's editor: one field per day of the goal's month, their sum against the goal, and the
 * rule 'La suma diaria debe ser igual a la meta mensual' under them when the form is checked.
 */
export function DiasManuales() {
  const { t } = useTranslation();
  const f = useFormato();
  const { control, setValue } = useFormContext<TMetaForm>();
  const { enqueueSnackbar } = useSnackbar();
  const [anio, mes, meta, dias, empresa, tipo, unidad] = useWatch({
    control,
    name: ['anio', 'mes', 'meta', 'dias', 'empresa_id', 'tipo', 'unidad'],
  });
  const { errors } = useFormState({ control, name: 'dias' });
  const n = Number(anio) >= 2000 && Number(mes) >= 1 && Number(mes) <= 12 ? diasDelMes(Number(anio), Number(mes)) : 0;
  const valores = useMemo<(string | number | null)[]>(() => (dias ?? []) as (string | number | null)[], [dias]);

  // The month decides how many days there are: the list follows it.
  useEffect(() => {
    if (n > 0 && valores.length !== n) {
      setValue(
        'dias',
        Array.from({ length: n }, (_, i) => (valores[i] ?? 0) as number),
        { shouldDirty: true },
      );
    }
  }, [n, valores, setValue]);

  if (n === 0) return <Typography color="text.secondary">{t('metas.eligePeriodo')}</Typography>;
  const suma = valores.reduce<number>((s, v) => s + (Number.isNaN(numero(v)) ? 0 : centavos(numero(v))), 0) / 100;
  const error = traducirMensaje(t, (errors.dias as { message?: string } | undefined)?.message);
  const cambiar = (i: number, texto: string) => {
    const nuevo = Array.from<unknown, number | string>({ length: n }, (_, j) => valores[j] ?? 0);
    nuevo[i] = texto.replace(',', '.').trim();
    setValue('dias', nuevo as number[], { shouldDirty: true, shouldValidate: false });
  };
  // The weights of the same weekdays of the station's sales a year before, from the server, as a starting point.
  const porSemana = async () => {
    try {
      const valores = await calcularDistribucion({
        empresa_id: Number(empresa),
        anio: Number(anio),
        mes: Number(mes),
        tipo,
        unidad,
        meta: numero(meta),
        distribucion: 'POR DÍA DE SEMANA',
      });
      setValue('dias', valores, { shouldDirty: true });
    } catch (error) {
      avisarError(error, enqueueSnackbar, t);
    }
  };
  const sinMeta = Number.isNaN(numero(meta)) || numero(meta) <= 0;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }} aria-label={t('metas.diasTitulo')}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, marginBlockEnd: 1 }}>
        <Typography component="legend" variant="subtitle2" sx={{ flex: 1 }}>
          {t('metas.diasTitulo')}
        </Typography>
        <Button size="small" disabled={sinMeta} onClick={() => setValue('dias', repartirUniforme(numero(meta), n), { shouldDirty: true })}>
          {t('metas.repartirUniforme')}
        </Button>
        <Button size="small" disabled={sinMeta || !empresa} onClick={() => void porSemana()}>
          {t('metas.repartirSemana')}
        </Button>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))', gap: 1 }}>
        {Array.from({ length: n }, (_, i) => (
          <TextField
            key={i}
            size="small"
            label={t('metas.dia', { dia: i + 1 })}
            value={valores[i] ?? ''}
            onChange={(e) => cambiar(i, e.target.value)}
            slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 20 } }}
          />
        ))}
      </Box>
      <Typography variant="body2" sx={{ marginBlockStart: 1 }} color={error ? 'error' : 'text.secondary'}>
        {t('metas.sumaDias', { suma: f.numero(suma), meta: f.numero(numero(meta) || 0) })}
      </Typography>
      {error ? (
        <Typography variant="body2" color="error" role="alert">
          {error}
        </Typography>
      ) : null}
    </Box>
  );
}
