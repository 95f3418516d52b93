import type { SvgIconComponent } from '@mui/icons-material';
import LocalGasStation from '@mui/icons-material/LocalGasStation';
import Schedule from '@mui/icons-material/Schedule';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import ShoppingCart from '@mui/icons-material/ShoppingCart';
import TrendingUp from '@mui/icons-material/TrendingUp';
import PersonSearch from '@mui/icons-material/PersonSearch';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import EditNote from '@mui/icons-material/EditNote';
import CloudOff from '@mui/icons-material/CloudOff';
import type { TipoAlerta } from '../../lib/alertas';

export const ICONO_ALERTA: Record<TipoAlerta, SvgIconComponent> = {
  secadoVirtual: LocalGasStation,
  jornadasAbiertas: Schedule,
  consecutivos: FormatListNumbered,
  ordCompra: ShoppingCart,
  alertaDiaVenta: TrendingUp,
  clientesPropios: PersonSearch,
  facturasElectronicas: ReceiptLong,
  ventasManuales: EditNote,
  contingencia: CloudOff,
};
