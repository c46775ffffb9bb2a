import dayjs from 'dayjs';
import { z } from '@portal/shared/zod';
import { businessDayBound, businessDayOf, businessToday, isCalendarDay } from '@portal/shared';
import * as adminContent from '@portal/shared/contract/admin-content';
import type { Notice, NoticeType } from './api/get-notices';
import { newsAdminMessages as t } from './messages';

/** The notice modal's fields: days as YYYY-MM-DD on the company's calendar, the image as a data URI. */
export interface NoticeFormValues {
  Title: string;
  SubTitle: string;
  Text: string;
  StartDate: string;
  EndDate: string;
  URL: string;
  Image: string;
  BackgroundSize: 'cover' | 'contain';
  /** 'Mostrar aviso' (web): off saves Order 0, kept out of the carousel. */
  ShowNotice: boolean;
  Order: number;
  /** An e-mail notice written as one HTML file. */
  IsHtml: boolean;
  HTML: string;
  HtmlFileName: string;
}

const today = () => dayjs(businessToday()).format('YYYY-MM-DD');

/** A new notice: from today, until today + 7 (002 §4), shown in the carousel after the others. */
export function blankNotice(nextOrder: number): NoticeFormValues {
  return {
    Title: '',
    SubTitle: '',
    Text: '',
    StartDate: today(),
    EndDate: dayjs(businessToday()).add(7, 'day').format('YYYY-MM-DD'),
    URL: '',
    Image: '',
    BackgroundSize: 'cover',
    ShowNotice: true,
    Order: nextOrder,
    IsHtml: false,
    HTML: '',
    HtmlFileName: '',
  };
}

export function noticeValues(notice: Notice, nextOrder: number): NoticeFormValues {
  return {
    Title: notice.Title ?? '',
    SubTitle: notice.SubTitle,
    Text: notice.Text,
    StartDate: notice.CreationDate ? businessDayOf(notice.CreationDate) : '',
    EndDate: notice.UntilDate ? businessDayOf(notice.UntilDate) : '',
    URL: notice.URL,
    Image: notice.Image,
    BackgroundSize: notice.BackgroundSize,
    ShowNotice: (notice.Order ?? 0) > 0,
    Order: (notice.Order ?? 0) > 0 ? (notice.Order as number) : nextOrder,
    IsHtml: Boolean(notice.HTML),
    HTML: notice.HTML ?? '',
    HtmlFileName: '',
  };
}

/** What NewsCreate and NewsUpdate take: the start day from its first second, the end day to its last. */
export function toNewsInput(values: NoticeFormValues, type: NoticeType, id: number): adminContent.NewsInput {
  const html = type === 1 && values.IsHtml;
  return {
    Id: id,
    Type: type,
    Title: values.Title,
    SubTitle: html ? '' : values.SubTitle,
    Text: html ? '' : values.Text,
    CreationDate: values.StartDate ? businessDayBound(values.StartDate, 'start') : '',
    UntilDate: values.EndDate ? businessDayBound(values.EndDate, 'end') : '',
    HTML: html ? values.HTML || null : null,
    Image: html ? null : values.Image || null,
    BackgroundSize: values.BackgroundSize,
    Order: type === 0 ? (values.ShowNotice ? values.Order : 0) : 0,
    URL: type === 0 ? values.URL : '',
  };
}

/** Where the contract's field of an issue is shown in the form. */
const FORM_FIELD: Record<string, keyof NoticeFormValues> = {
  CreationDate: 'StartDate',
  UntilDate: 'EndDate',
  HTML: 'HTML',
};

/**
 * The rules of 002 §5 for one kind of notice: the contract's (the api checks the same), plus what only the
 * form knows — the end day after today on the company's calendar and the one HTML file.
 */
export function noticeFormSchema(type: NoticeType, id: number) {
  return z
    .object({
      Title: z.string(),
      SubTitle: z.string(),
      Text: z.string(),
      StartDate: z.string(),
      EndDate: z.string(),
      URL: z.string(),
      Image: z.string(),
      BackgroundSize: z.enum(['cover', 'contain']),
      ShowNotice: z.boolean(),
      Order: z.number(),
      IsHtml: z.boolean(),
      HTML: z.string(),
      HtmlFileName: z.string(),
    })
    .superRefine((values, ctx) => {
      const seen = new Set<string>();
      const add = (field: keyof NoticeFormValues, message: string) => {
        if (seen.has(field)) return;
        seen.add(field);
        ctx.addIssue({ code: 'custom', path: [field], message });
      };
      // The contract's message: `t.startDate` is the field's label.
      if (!values.StartDate) add('StartDate', adminContent.newsMessages.startDate);
      else if (!isCalendarDay(values.StartDate)) add('StartDate', adminContent.adminContentMessages.invalidDate);
      if (values.EndDate && !isCalendarDay(values.EndDate))
        add('EndDate', adminContent.adminContentMessages.invalidDate);
      else if (!values.EndDate || values.EndDate <= today()) add('EndDate', t.untilDate);
      if (type === 1 && values.IsHtml && !values.HTML) add('HTML', t.htmlRequired);
      // The contract's rules on the rest; a day not typed in full goes as none (its field already says so).
      const days = {
        StartDate: isCalendarDay(values.StartDate) ? values.StartDate : '',
        EndDate: isCalendarDay(values.EndDate) ? values.EndDate : '',
      };
      const parsed = adminContent.NewsInput.safeParse(toNewsInput({ ...values, ...days }, type, id));
      if (parsed.success) return;
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? 'Image');
        if (key === 'Image' && type === 1 && values.IsHtml) continue; // an HTML notice has no image
        add(FORM_FIELD[key] ?? (key as keyof NoticeFormValues), issue.message);
      }
    });
}
