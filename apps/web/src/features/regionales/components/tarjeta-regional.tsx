import { Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import Edit from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import type { TRegionalFila } from '@eds/contracts/regionales/regionales';
import { ConLetra } from '../../../components/acciones/con-letra';

interface Props {
  regional: TRegionalFila;
  onEditar: (id: number) => void;
}

/** A regional's card: its name (under the placeholder Nombre), code and country, and Editar (letter U). */
export function TarjetaRegional({ regional, onEditar }: Props) {
  const { t } = useTranslation();
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={regional.nombre_regional}
      sx={{ blockSize: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Typography variant="overline" color="text.secondary" component="p">
          {t('regionales.campos.nombre')}
        </Typography>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {regional.nombre_regional}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('regionales.codigoPais', { codigo: regional.codigo_regional, pais: regional.nombre_pais })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('regionales.negocios', { total: regional.negocios })}
        </Typography>
      </CardContent>
      <ConLetra letra="U">
        <CardActions sx={{ justifyContent: 'flex-end' }}>
          <Button
            size="small"
            startIcon={<Edit />}
            onClick={() => onEditar(regional.id_regional)}
            aria-label={t('lista.editarDe', { registro: regional.nombre_regional })}
          >
            {t('regionales.editar')}
          </Button>
        </CardActions>
      </ConLetra>
    </Card>
  );
}
