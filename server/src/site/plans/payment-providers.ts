import type { Config } from '../../config';
import { demoProvider } from './demo-provider';
import type { PaymentProvider } from './payment-provider';

/** The payment provider the configuration names (PAYMENT_PROVIDER; the demo checkout by default). */
export function paymentProviderFor(config: Pick<Config, 'paymentProvider'>): PaymentProvider {
  switch (config.paymentProvider) {
    case 'demo':
      return demoProvider;
  }
}
