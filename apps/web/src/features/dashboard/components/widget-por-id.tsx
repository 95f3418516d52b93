import { WIDGET } from '../lib/widgets';
import { WidgetAlertas } from './alertas/widget-alertas';
import { WidgetCombustibleGalones } from './widgets/widget-combustible-galones';
import { WidgetGalonaje } from './widgets/widget-galonaje';
import { WidgetIndicadores } from './widgets/widget-indicadores';
import { CONFIG_LINEAS, WidgetLineasVentas } from './widgets/widget-lineas-ventas';
import { WidgetPresupuesto } from './widgets/widget-presupuesto';
import { WidgetProductos } from './widgets/widget-productos';
import { WidgetTanques } from './widgets/widget-tanques';

/** The component of each widget module. */
export function WidgetPorId({ id }: { id: number }) {
  switch (id) {
    case WIDGET.INDICADORES:
      return <WidgetIndicadores />;
    case WIDGET.PRODUCTOS:
      return <WidgetProductos />;
    case WIDGET.COMBUSTIBLE_GALONES:
      return <WidgetCombustibleGalones />;
    case WIDGET.VENTAS_DIARIAS:
      return <WidgetLineasVentas config={CONFIG_LINEAS.diarias} />;
    case WIDGET.VENTAS_MENSUALES:
      return <WidgetLineasVentas config={CONFIG_LINEAS.mensuales} />;
    case WIDGET.VENTAS_PDV:
      return <WidgetLineasVentas config={CONFIG_LINEAS.pdv} />;
    case WIDGET.PRESUPUESTO_PDV:
      return <WidgetPresupuesto />;
    case WIDGET.TANQUES:
      return <WidgetTanques />;
    case WIDGET.GALONAJE:
      return <WidgetGalonaje />;
    case WIDGET.ALERTAS:
      return <WidgetAlertas />;
    default:
      return null;
  }
}
