import { SessionKeyValueStorage } from '@/application/shared/key-value-storage.port';
import { Identity } from '@/application/shared/session/identity.port';
import { UiFeedback } from '@/application/shared/ui-feedback.port';
import type { UserRecord } from '@/domain/profile/user-record.entity';
import { PersonalDataViewModel } from '@/presentation/profile/actualizacion-de-datos/personal-data.view-model';
import { fakeUiFeedback } from '@test/support/fake-ui-feedback';
import { FakeIdentity, signedInSession } from '@test/support/fake-identity';
import { MemoryStorage } from '@test/support/memory-storage';
import { bindProfileGateway, fullRecord, stockedProfileGateway } from '@test/support/profile/fake-profile-gateway';
import { createTestContainer } from '@test/support/test-container';
import { testConfig } from '@test/support/test-config';

/** The data update's view model from the container, signed in, over a stocked gateway and a session storage in memory. */
export function setup(record: UserRecord | null = fullRecord, storage = new MemoryStorage()) {
  const container = createTestContainer(testConfig());
  const profile = stockedProfileGateway(record);
  bindProfileGateway(container, profile.gateway);
  container.rebind<Identity>(Identity).toConstantValue(new FakeIdentity(signedInSession));
  container.rebind<SessionKeyValueStorage>(SessionKeyValueStorage).toConstantValue(storage);
  const feedback = fakeUiFeedback();
  container.rebind<UiFeedback>(UiFeedback).toConstantValue(feedback.ui);
  const vm = container.get(PersonalDataViewModel);
  return { vm, profile, storage, container, ...feedback };
}

/** The same, once the record and the states are loaded. */
export async function loaded(record: UserRecord | null = fullRecord, storage?: MemoryStorage) {
  const context = setup(record, storage);
  await context.vm.load();
  return context;
}
