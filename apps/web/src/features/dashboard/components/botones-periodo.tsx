import { useTranslation } from 'react-i18next';
import { PERIODOS, type Periodo } from '@eds/contracts/dashboard';
import { BotonesOpcion } from './botones-opcion';

/** HOY, ESTA SEMANA, ESTE MES, ESTE AÑO: period codes 0 to 3. */
export function BotonesPeriodo({ valor, onCambio }: { valor: Periodo; onCambio: (p: Periodo) => void }) {
  const { t } = useTranslation();
  return (
    <BotonesOpcion
      valor={valor}
      onCambio={onCambio}
      etiqueta={t('dashboard.periodo')}
      opciones={PERIODOS.map((p) => ({ valor: p, texto: t(`dashboard.periodos.${p}`) }))}
    />
  );
}
