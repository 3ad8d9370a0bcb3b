// inversify and class-validator read decorator metadata at run time: the browser's container
// (client tests, and the server's in-process page renderer) needs it loaded first.
import 'reflect-metadata/lite';
