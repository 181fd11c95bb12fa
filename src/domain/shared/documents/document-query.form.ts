import { IsIn, Validate } from 'class-validator';
import { DocumentNumberConstraint } from './document-number.constraint';
import { defaultDocumentTypeCode, documentTypeCodes } from './document-type.entity';

/**
 * The document query (type + number) as a class-validator form, for the forms of later flows
 * that validate whole objects with class-validator. Messages are codes; see
 * `validation.messages.ts` for their Spanish text.
 */
export class DocumentQueryForm {
  @IsIn(documentTypeCodes, { message: 'documentType.invalid' })
  documentType: string;

  @Validate(DocumentNumberConstraint)
  documentNumber: string;

  constructor(documentType: string = defaultDocumentTypeCode, documentNumber = '') {
    this.documentType = documentType;
    this.documentNumber = documentNumber;
  }
}
