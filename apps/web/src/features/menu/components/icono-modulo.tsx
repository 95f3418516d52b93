import type { SvgIconComponent } from '@mui/icons-material';
import Dashboard from '@mui/icons-material/Dashboard';
import Business from '@mui/icons-material/Business';
import People from '@mui/icons-material/People';
import Settings from '@mui/icons-material/Settings';
import Loyalty from '@mui/icons-material/Loyalty';
import Build from '@mui/icons-material/Build';
import PlayCircle from '@mui/icons-material/PlayCircle';
import LocalGasStation from '@mui/icons-material/LocalGasStation';
import Assessment from '@mui/icons-material/Assessment';
import HomeRepairService from '@mui/icons-material/HomeRepairService';
import Storefront from '@mui/icons-material/Storefront';
import ShoppingBasket from '@mui/icons-material/ShoppingBasket';
import PointOfSale from '@mui/icons-material/PointOfSale';
import Groups from '@mui/icons-material/Groups';
import CreditCard from '@mui/icons-material/CreditCard';
import Tune from '@mui/icons-material/Tune';
import SupportAgent from '@mui/icons-material/SupportAgent';
import SyncAlt from '@mui/icons-material/SyncAlt';
import AccountBalance from '@mui/icons-material/AccountBalance';
import Folder from '@mui/icons-material/Folder';
import Star from '@mui/icons-material/Star';
import History from '@mui/icons-material/History';
import type { SvgIconProps } from '@mui/material';

/** The icon names the module table uses; only these are bundled, anything else gets a folder. */
const ICONOS: Record<string, SvgIconComponent> = {
  Dashboard,
  Business,
  People,
  Settings,
  Loyalty,
  Build,
  PlayCircle,
  LocalGasStation,
  Assessment,
  HomeRepairService,
  Storefront,
  ShoppingBasket,
  PointOfSale,
  Groups,
  CreditCard,
  Tune,
  SupportAgent,
  SyncAlt,
  AccountBalance,
  Star,
  History,
};

export function IconoModulo({ nombre, ...props }: { nombre: string | null } & SvgIconProps) {
  const Icono = (nombre && ICONOS[nombre]) || Folder;
  return <Icono {...props} />;
}
