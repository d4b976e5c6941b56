// The baseline unit of the header compile-cost benchmark: a kernel, no
// library header.
__global__ void kernel(int *p) { *p = 1; }
