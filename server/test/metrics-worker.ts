// A cluster worker with the server's metrics loaded, as a worker of the server is once it has built its app.
import '../src/ops/metrics';

process.send?.('metrics loaded');
