import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { errorValorParametro, type NivelParametro, type TParametroValorEmpresa } from '@eds/contracts/configuracion/parametros';
import { avisarError } from '../../../components/formulario/avisar-error';
import { traducirMensaje } from '../../../i18n/mensajes';
import { useGuardarValor } from '../api/parametros';

interface Props {
  parametro: TParametroValorEmpresa;
  /** The levels this screen edits (GLOBAL and NEGOCIO on Parámetros globales, ESTACION on a station's screens). */
  niveles: NivelParametro[];
  empresaId: number;
  onCerrar: () => void;
}

const propio = (p: TParametroValorEmpresa, nivel: NivelParametro) =>
  nivel === 'GLOBAL' ? p.valor_global : nivel === 'NEGOCIO' ? p.valor_negocio : p.valor_estacion;

/** 'Editar valor': a field by the definition's type, checked by its type and Mín/Máx before the server checks it again. */
export function DialogoValor({ parametro, niveles, empresaId, onCerrar }: Props) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const guardar = useGuardarValor();
  const [nivel, setNivel] = useState<NivelParametro>(niveles[0]);
  const [valor, setValor] = useState(propio(parametro, niveles[0]) ?? parametro.valor_efectivo);
  const [tocado, setTocado] = useState(false);
  const error = errorValorParametro(parametro, valor);
  const opciones = parametro.tipo === 'BOOLEANO' ? ['S', 'N'] : parametro.tipo === 'LISTA' ? parametro.opciones : null;

  const enviar = async () => {
    setTocado(true);
    if (error) return;
    try {
      const r = await guardar.mutateAsync({
        definicion_id: parametro.definicion_id,
        nivel,
        empresa_id: nivel === 'GLOBAL' ? null : empresaId,
        equipo_id: null,
        valor,
      });
      enqueueSnackbar(traducirMensaje(t, r.mensaje), { variant: 'success' });
      onCerrar();
    } catch (e) {
      avisarError(e, enqueueSnackbar, t);
    }
  };

  const rango =
    parametro.tipo === 'NUMERO' && (parametro.minimo !== null || parametro.maximo !== null)
      ? t('parametros.rango', { min: parametro.minimo ?? '—', max: parametro.maximo ?? '—' })
      : undefined;

  return (
    <Dialog open onClose={onCerrar} fullWidth maxWidth="sm" aria-labelledby="dialogo-valor-titulo">
      <DialogTitle id="dialogo-valor-titulo">{t('parametros.editarValor', { codigo: parametro.codigo })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ paddingBlockStart: 1 }}>
          <Typography variant="body2">{parametro.descripcion}</Typography>
          {niveles.length > 1 ? (
            <TextField
              select
              label={t('parametros.campos.nivel')}
              value={nivel}
              onChange={(e) => {
                const n = e.target.value as NivelParametro;
                setNivel(n);
                setValor(propio(parametro, n) ?? parametro.valor_efectivo);
              }}
            >
              {niveles.map((n) => (
                <MenuItem key={n} value={n}>
                  {t(`parametros.origen.${n}`)}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
          {opciones ? (
            <TextField select label={t('parametros.campos.valor')} value={valor} onChange={(e) => setValor(e.target.value)}>
              {opciones.map((o) => (
                <MenuItem key={o} value={o}>
                  {parametro.tipo === 'BOOLEANO' ? t(o === 'S' ? 'parametros.si' : 'parametros.no') : o}
                </MenuItem>
              ))}
            </TextField>
          ) : (
            <TextField
              label={t('parametros.campos.valor')}
              value={valor}
              autoFocus
              inputMode={parametro.tipo === 'NUMERO' ? 'decimal' : 'text'}
              onChange={(e) => setValor(e.target.value)}
              onBlur={() => setTocado(true)}
              error={tocado && error !== null}
              helperText={tocado && error ? traducirMensaje(t, error) : (rango ?? (parametro.tipo === 'HORA' ? 'HH:mm' : undefined))}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCerrar}>{t('parametros.cancelar')}</Button>
        <Button variant="contained" onClick={() => void enviar()} disabled={guardar.isPending}>
          {t('formulario.guardar')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
