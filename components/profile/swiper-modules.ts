/** Everything the gallery takes from swiper, in one module so the slider can fetch it with a single import() on demand. */
export { Autoplay } from 'swiper/modules';
export { Swiper, SwiperSlide } from 'swiper/react';
