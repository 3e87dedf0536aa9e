import { buttonClasses, Card, cx } from '@celebra/ui';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

/** Shown while the Página service is not contracted: what it gives and where to buy it. */
export const PageServiceInvitation = () => (
  <Card title="Crie páginas extras no seu site" headingLevel={2}>
    <p className="text-ink">
      Conte a história de vocês, dê dicas de hospedagem e de como chegar, ou
      qualquer outro conteúdo em páginas só suas, com o serviço Página.
    </p>
    <Link
      to={paths.servicePackage}
      className={cx(buttonClasses({ variant: 'primary' }), 'mt-4')}
    >
      Ver Pacote de Serviços
    </Link>
  </Card>
);
