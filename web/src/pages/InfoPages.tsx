import { AboutView } from '../features/info/AboutView';
import { OrderView } from '../features/info/OrderView';
import { ProtocolView } from '../features/info/ProtocolView';
import { StewardView } from '../features/info/StewardView';

export const AboutPage = () => <AboutView />;
export const ProtocolPage = () => <ProtocolView />;
export const ProductOrderPage = () => <OrderView />;
export const ProductStewardPage = () => <StewardView />;
