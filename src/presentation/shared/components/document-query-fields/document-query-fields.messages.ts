export const documentQueryFieldsMessages = {
  documentType: 'Tipo de documento',
  documentNumber: 'Número de documento',
} as const;
