import { useState } from 'react';
import { Box, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Homologaciones } from '../components/homologaciones';
import { MonitorCierres } from '../components/monitor-cierres';
import '../lib/mensajes-contabilidad';

type Pestana = 'homologaciones' | 'monitor';

/**
 * Integración SAP (SCREENS.md G28, `/integraciones/sap`): the SAP mappings of the business (empresa ↔ sociedad/centro,
 * producto ↔ material, medio de pago ↔ cuenta, cliente ↔ deudor) and the closing-day monitor per station and day
 * with `Reenviar`. There is no SAP to reach: sending exports the voucher as a file.
 */
export function IntegracionSapScreen() {
  const { t } = useTranslation();
  const [pestana, setPestana] = useState<Pestana>('homologaciones');
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {t('contabilidad.sap.titulo')}
      </Typography>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs value={pestana} onChange={(_e, v: Pestana) => setPestana(v)} aria-label={t('contabilidad.sap.titulo')}>
          <Tab
            value="homologaciones"
            label={t('contabilidad.sap.homologaciones')}
            id="pestana-homologaciones"
            aria-controls="panel-homologaciones"
          />
          <Tab value="monitor" label={t('contabilidad.sap.monitor')} id="pestana-monitor" aria-controls="panel-monitor" />
        </Tabs>
      </Box>
      <Paper sx={{ p: 2 }} role="tabpanel" id={`panel-${pestana}`} aria-labelledby={`pestana-${pestana}`}>
        {pestana === 'homologaciones' ? <Homologaciones /> : <MonitorCierres />}
      </Paper>
    </Stack>
  );
}
