import { ContainerModule } from 'inversify';
import { LoadLocations } from '@/application/profile/load-locations.use-case';
import { LoadPersonalData } from '@/application/profile/load-personal-data.use-case';
import { ProfileGateway } from '@/application/profile/profile-gateway.port';
import { PersonalDataDrafts } from '@/application/profile/personal-data-drafts.use-case';
import { UpdatePersonalData } from '@/application/profile/update-personal-data.use-case';
import { AxiosProfileGateway } from '@/infrastructure/api/profile/axios-profile.gateway';
import { PersonalDataViewModel } from '@/presentation/profile/actualizacion-de-datos/personal-data.view-model';

/** The data update (/actualizacion-de-datos): gateway, use cases, view model. */
export const profileModule = new ContainerModule(({ bind }) => {
  bind<ProfileGateway>(ProfileGateway).to(AxiosProfileGateway);

  bind(LoadPersonalData).toSelf();
  bind(LoadLocations).toSelf();
  bind(UpdatePersonalData).toSelf();
  bind(PersonalDataDrafts).toSelf();

  bind(PersonalDataViewModel).toSelf().inTransientScope();
});
