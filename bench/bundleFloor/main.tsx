/*
 * The floor of bench:bundle: the smallest app that uses each browser library docs/design.md requires
 * the way the shop does (a container, an observable store, an observer view, routes, an HTTP
 * call with a cookie, a validated form value), and no code of ours. What it weighs, no home
 * page built on those libraries can weigh less.
 */
import 'reflect-metadata/lite';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, useRoutes } from 'react-router-dom';
import { makeAutoObservable } from 'mobx';
import { observer } from 'mobx-react-lite';
import axios from 'axios';
import Cookies from 'js-cookie';
import { Container, inject, injectable } from 'inversify';
import { registerDecorator, validateSync } from 'class-validator';

@injectable()
class Api {
  readonly client = axios.create({ baseURL: '/api/v1' });

  get<T>(url: string): Promise<T> {
    const token = Cookies.get('token');
    return this.client
      .get<T>(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} })
      .then(({ data }) => data);
  }
}

@injectable()
class SettingsStore {
  currency = '';

  constructor(@inject(Api) private readonly api: Api) {
    makeAutoObservable(this);
  }

  async load(): Promise<void> {
    const { currency } = await this.api.get<{ currency: string }>('/settings');
    this.currency = currency;
  }
}

class Subscriber {
  email = '';
}
// As the shop's forms use class-validator (src/infrastructure/forms/ruleListClass.ts): a rule
// registered on a field, with its own check and message.
registerDecorator({
  target: Subscriber,
  propertyName: 'email',
  name: 'required',
  options: { message: 'Please enter your email address.' },
  validator: { validate: (value: unknown) => typeof value === 'string' && value.trim() !== '' },
});

const container = new Container();
container.bind(Api).toSelf().inSingletonScope();
container.bind(SettingsStore).toSelf().inSingletonScope();
const settings = container.get(SettingsStore);

const Home = observer(() => {
  const subscriber = new Subscriber();
  subscriber.email = Cookies.get('email') ?? '';
  return (
    <p>
      {settings.currency} {validateSync(subscriber).length} <Link to="/about">About</Link>
    </p>
  );
});

function Routes() {
  return useRoutes([
    { path: '/', element: <Home /> },
    { path: '*', element: <Link to="/">Home</Link> },
  ]);
}

void settings.load();
createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <Routes />
  </BrowserRouter>,
);
