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

/** The provider a checkout was paid with, by the name stored with it; undefined for one not configured here. */
export function paymentProviderNamed(name: string): PaymentProvider | undefined {
  return [demoProvider].find((provider) => provider.name === name);
}
