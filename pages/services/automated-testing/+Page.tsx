import { ServicePage } from '../../../components/services/ServicePage.tsx'

/** /services/automated-testing: the service page template with this page's layout and texts. */
export default () => <ServicePage service="automated-testing" />
