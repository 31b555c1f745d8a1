import { REQUEST_SECTION_ID, contactWays, link, list, paragraph, strong, type ContactWayLabels, type NoticeDocument, type NoticeFacts } from '../document';

const CONTACT_WAYS: ContactWayLabels = { address: 'Address: ', email: 'E-mail: ', phone: 'Phone: ', none: "The agency's contact details are on the Contact page." };

/** The notice in English, saying what the Portuguese text says. */
export function noticeEn(facts: NoticeFacts): NoticeDocument {
  const { agency } = facts;
  const byEmail = agency.email ? [' or by e-mail to ', link(agency.email, `mailto:${agency.email}`)] : [];
  return {
    lang: 'en',
    title: 'Privacy',
    lead: `How ${agency.name} handles the data of people who apply, write to the agency or ask about their own data, in plain words. Many applicants are under 18: this text is for their parents and guardians too.`,
    sections: [
      {
        id: 'who',
        heading: 'Who we are',
        blocks: [
          paragraph(`${agency.name} is the model and talent agency behind this site and the controller of the data sent through it: it decides what the data is for and answers for it. To talk to us about your data:`),
          ...contactWays(facts, CONTACT_WAYS),
        ],
      },
      {
        id: 'application',
        heading: 'What the application collects, and why',
        blocks: [
          paragraph('The Be a model form lets the agency judge whether it can represent you. It asks for:'),
          list(
            [strong('Name, e-mail and phone'), ': to answer you and arrange a test shoot.'],
            [strong('Date of birth'), ': to know your age (clients and jobs depend on it) and whether a guardian must consent.'],
            [strong('Gender, height, weight and measurements'), ' (bust, waist, hips, jeans and shoe size): what clients ask for; only height is required.'],
            [strong('Country and city'), ': to know where you can work and attend castings.'],
            [strong('Instagram and TikTok'), ', if you wish: to see how you come across in photos and videos.'],
            [strong('Four photos'), ' (front, face, profile and full length, no make-up): to see you as you are. The agency receives them without location (GPS) or other data hidden in the file: the site removes it.'],
            [strong("The guardian's details"), ", when the applicant is under 18: name, relationship (mother, father or legal guardian), e-mail and phone, to ask for and check the guardian's consent."],
            [strong('The record of consent'), ': the version of this notice that was shown, the language, when the box was ticked and the form sent, and who consented. It proves the consent; it holds no photo and no message.'],
          ),
          paragraph("The legal basis is the applicant's consent and, under 18, the specific and highlighted consent of a parent or legal guardian (LGPD art. 7(I) and art. 14; GDPR art. 6(1)(a) and art. 8). Nobody has to apply, and applying costs nothing."),
        ],
      },
      {
        id: 'messages',
        heading: 'What the other forms collect',
        blocks: [
          list(
            [strong('Contact'), ': name, e-mail, phone and your message, to answer what you wrote.'],
            [strong('Request about your data'), ' (on this page): name, e-mail, the request and any details you give, to deal with it as the law requires.'],
          ),
          paragraph("The favourites you mark stay in your browser only; the agency does not see them. The site uses no advertising or tracking cookies, and the server's technical log never keeps names, e-mails, phone numbers, messages or photos."),
        ],
      },
      {
        id: 'photos',
        heading: 'Who sees the photos',
        blocks: [
          paragraph("Only the agency's staff who review applications. Nobody else: an application's photos and details are ", strong('never published'), ', neither on the site nor on social media, and they are not sold or handed to clients or other companies. Should the agency one day wish to show your profile to a client, it will first ask you (and your guardian, if you are under 18) for a new, separate agreement.'),
          paragraph("The data passes through the servers that run this site and the agency's management system, which keep it on the agency's behalf and for nothing else."),
        ],
      },
      {
        id: 'retention',
        heading: 'How long',
        blocks: [
          list(
            [strong('Applications'), `: the agency keeps them for ${facts.applicationRetentionDays} days after they are sent, then deletes them, photos included. Sooner if you ask.`],
            [strong('Messages and requests'), ': as long as it takes to answer them and, for requests about data, to show they were dealt with.'],
            [strong('The draft on your phone'), `: while you fill in the application, its text answers (not the photos) are kept in this browser so nothing is lost. They are deleted when the application is sent, when you clear the form, or ${facts.draftDays} days after the last change. On a shared phone, clear the form when you finish.`],
            [strong("While the agency's system does not answer"), `: a send waits on the site's server and is deleted as soon as the agency has it. If it cannot be delivered within ${facts.outboxGiveUpHours} hours, it is kept for ${facts.outboxRetentionDays} days for a technician, then deleted.`],
          ),
        ],
      },
      {
        id: 'minors',
        heading: 'Under 18',
        blocks: [
          paragraph("Applicants under 18 can only apply with the consent of a parent or legal guardian, given by that person, separate from the applicant's own consent (LGPD art. 14; GDPR art. 8). The agency may contact the guardian to check that it was really them who consented."),
          paragraph("A child's or teenager's data is handled in their best interest: only what is needed to review the application, never published. The guardian can exercise every right below on the minor's behalf."),
        ],
      },
      {
        id: 'rights',
        heading: 'Your rights',
        blocks: [
          paragraph('Applicants, and the guardians of those under 18, can ask at any time, free of charge, for:'),
          list(
            [strong('Access'), ': whether the agency holds data about you, and a copy of it.'],
            [strong('Correction'), ': fixing anything wrong or out of date.'],
            [strong('Deletion'), ': erasing the application and its photos. This includes data given as a child, even after turning 18 (GDPR art. 17(1)(f)).'],
            [strong('Withdrawal of consent'), ': as easy as giving it; the application is then deleted. What was done before stays lawful.'],
            [strong('Portability'), ': your data in a common format, to take elsewhere.'],
            [strong('Information on sharing'), ': who the data was shared with (nobody, beyond those who keep it on the agency\'s behalf).'],
            [
              strong('Complaint'),
              ': to the ',
              link('ANPD', 'https://www.gov.br/anpd'),
              ' in Brazil, the ',
              link('CNPD', 'https://www.cnpd.pt'),
              ' in Portugal, or the data protection authority of the country where you live.',
            ],
          ),
        ],
      },
      {
        id: 'how',
        heading: 'How to ask, and when you get an answer',
        blocks: [
          paragraph('Through the ', link('form below', `#${REQUEST_SECTION_ID}`), ...byEmail, '. You do not need to give a reason.'),
          paragraph(`The agency answers by e-mail within ${facts.answerDays} days (the LGPD's deadline) and never later than one month (the GDPR's). It may ask you to confirm who you are before showing or deleting data, for example by replying from the e-mail address used in the application. For an applicant under 18, the guardian may ask.`),
        ],
      },
      {
        id: 'changes',
        heading: 'If this notice changes',
        blocks: [
          paragraph('Each text of this notice has a version, printed at the top of the page, which changes whenever the text changes. Every application keeps the version shown to the person who sent it.'),
        ],
      },
    ],
  };
}
